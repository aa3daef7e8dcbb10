import { formatEuros, toCents } from "./money";

// fr-FR display helpers shared by the browser and the server (mails, CSV).

/** '12,50 €' from euros as the API sends them (number or numeric(12,2) string); anything invalid shows 0. */
export function formatEuroAmount(euros: number | string | null | undefined): string {
  return formatEuros(toCents(euros) ?? 0);
}

/** The part of an e-mail before the @ (docs/product.md#header-and-footer: the signed-in account button on desktop). */
export function emailLocalPart(email: string): string {
  const at = email.indexOf("@");
  return at > 0 ? email.slice(0, at) : email;
}
