import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

// A buyer has no account: their receipt and credit notes are reached by links that carry a key only they are given
// (docs/security.md). The key is an HMAC-SHA256 of what the link opens, under a key derived from AUTH_SECRET for this
// use alone, so nothing else signed with the secret (sessions) can pass for a link, nor a receipt's key for a credit
// note's. Nothing is stored: the key is computed again at each download. Changing AUTH_SECRET voids the links already
// mailed (the attached PDFs stay), unless the old secret is kept as AUTH_SECRET_PREVIOUS: links it signed still open.

/** The download routes (routes.ts), which the links fill in. */
export const RECEIPT_ROUTE = "/api/orders/:saleId/receipt.pdf";
export const CREDIT_NOTE_ROUTE = "/api/orders/:saleId/refunds/:refundId/credit-note.pdf";

export type DocumentLinks = {
  /** The receipt's path with its key, root-relative: the thank-you page opens it on whatever address it was served. */
  receiptPath(saleId: string): string;
  creditNotePath(saleId: string, refundId: string): string;
  /** Where the payment page sends the buyer back: the thank-you page, with the receipt's key for its status calls. */
  thankYouPath(saleId: string, reference: string): string;
  isReceiptToken(saleId: string, token: string | undefined): boolean;
  isCreditNoteToken(saleId: string, refundId: string, token: string | undefined): boolean;
};

export function createDocumentLinks(authSecret: string, previousAuthSecret?: string): DocumentLinks {
  const keyOf = (secret: string) => Buffer.from(hkdfSync("sha256", secret, "", "boutique-solidaire: order document links", 32));
  const key = keyOf(authSecret);
  const keys = previousAuthSecret ? [key, keyOf(previousAuthSecret)] : [key];
  // The purpose first, so that a receipt's key never opens a credit note; ids are UUIDs, free of the separator.
  const signWith = (signing: Buffer, parts: string[]) => createHmac("sha256", signing).update(parts.join("/")).digest("base64url");
  const sign = (...parts: string[]) => signWith(key, parts);
  const signedByAny = (token: string | undefined, ...parts: string[]) => keys.some((k) => sameToken(signWith(k, parts), token));
  const receiptToken = (saleId: string) => sign("receipt", saleId);
  const creditNoteToken = (saleId: string, refundId: string) => sign("credit-note", saleId, refundId);
  const query = (token: string) => `?token=${encodeURIComponent(token)}`;

  return {
    receiptPath: (saleId) => RECEIPT_ROUTE.replace(":saleId", saleId) + query(receiptToken(saleId)),
    creditNotePath: (saleId, refundId) =>
      CREDIT_NOTE_ROUTE.replace(":saleId", saleId).replace(":refundId", refundId) + query(creditNoteToken(saleId, refundId)),
    thankYouPath: (saleId, reference) => `/paiement/merci?ref=${encodeURIComponent(reference)}&token=${receiptToken(saleId)}`,
    isReceiptToken: (saleId, token) => signedByAny(token, "receipt", saleId),
    isCreditNoteToken: (saleId, refundId, token) => signedByAny(token, "credit-note", saleId, refundId),
  };
}

/** Compared in constant time: how long a wrong key takes says nothing about how close it came. */
function sameToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
