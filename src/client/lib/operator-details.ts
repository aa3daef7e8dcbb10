import { OPERATOR_NOTICE_ID, operatorPlaceholder, type OperatorNotice } from "../../shared/operator";

// The company behind the shop, as the legal pages name it. Its details are configuration (OPERATOR_*): the server
// writes them into every page as JSON (src/server/pages/operator-in-pages.ts). At build time, when the public pages
// are prerendered, there is no page yet: each detail is then a placeholder the server fills in when it starts, so
// the prerendered text and the app's first render are the same.

const keys: (keyof OperatorNotice)[] = [
  "companyName",
  "legalForm",
  "legalFormWithCapital",
  "siret",
  "rcs",
  "vatNumber",
  "address",
  "email",
  "phone",
  "publicationDirector",
  "host",
  "mediatorName",
  "mediatorAddress",
  "mediatorWebsite",
  "mediatorWebsiteLabel",
];

const placeholders = Object.fromEntries(keys.map((key) => [key, operatorPlaceholder(key)])) as OperatorNotice;

let read: OperatorNotice | undefined;

export function operatorDetails(): OperatorNotice {
  if (typeof document === "undefined") return placeholders;
  if (read) return read;
  const element = document.getElementById(OPERATOR_NOTICE_ID);
  if (!element?.textContent) return placeholders;
  read = JSON.parse(element.textContent) as OperatorNotice;
  return read;
}
