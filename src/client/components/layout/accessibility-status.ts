// RGAA 4.1.2: every page names the site's state of conformity, in the link to its accessibility statement. Without
// an audit in force the RGAA allows one state only, 'non conforme' (accessibility-page.tsx says why): change it here,
// for the footers and the statement at once, when an audit has measured it.

export const ACCESSIBILITY_STATUS = "non conforme";

/** The footers' link to /accessibilite. */
export const ACCESSIBILITY_LINK_LABEL = `Accessibilité : ${ACCESSIBILITY_STATUS}`;
