/** Links of the header, shared by the desktop bar and the mobile menu (docs/product.md#header-and-footer). */
export const headerLinks = [
  { to: "/comment-ca-marche", label: "Comment ça marche" },
  { to: "/chocolats", label: "Nos chocolats" },
] as const;
