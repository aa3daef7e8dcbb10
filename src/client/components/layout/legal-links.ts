import { ACCESSIBILITY_LINK_LABEL } from "./accessibility-status";

/** The legal pages, in the order both footers (the site's and a campaign shop's) list them. */
export const legalLinks = [
  { to: "/mentions-legales", label: "Mentions légales" },
  { to: "/cgv", label: "CGV" },
  { to: "/cgu", label: "CGU" },
  { to: "/privacy", label: "Confidentialité" },
  { to: "/cookies", label: "Cookies" },
  // RGAA: every page says the site's state of conformity, in the link to the statement.
  { to: "/accessibilite", label: ACCESSIBILITY_LINK_LABEL },
];
