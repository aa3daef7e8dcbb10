import { pathTo } from "../../../shared/page-paths";
import { ACCESSIBILITY_LINK_LABEL } from "./accessibility-status";

/** The legal pages, in the order both footers (the site's and a campaign shop's) list them. */
export const legalLinks = [
  { to: pathTo("legalNotice"), label: "Mentions légales" },
  { to: pathTo("salesTerms"), label: "CGV" },
  { to: pathTo("termsOfUse"), label: "CGU" },
  { to: pathTo("privacy"), label: "Confidentialité" },
  { to: pathTo("cookies"), label: "Cookies" },
  // RGAA: every page says the site's state of conformity, in the link to the statement.
  { to: pathTo("accessibility"), label: ACCESSIBILITY_LINK_LABEL },
];
