import { pathTo } from "../../shared/page-paths";

/** Links of the header, shared by the desktop bar and the mobile menu (docs/product.md#header-and-footer). */
export const headerLinks = [
  { to: pathTo("howItWorks"), label: "Comment ça marche" },
  { to: pathTo("chocolates"), label: "Nos chocolats" },
] as const;
