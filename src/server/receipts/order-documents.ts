import { and, asc, eq } from "drizzle-orm";
import type { OperatorDetails } from "../../shared/operator";
import type { Db } from "../db/client";
import { refunds } from "../db/schema";
import { renderer } from "../lib/renderer";
import type { MailAttachment } from "../mail/outbox";
import { createDocumentLinks, type DocumentLinks } from "./document-links";
import { creditNoteReference, type CreditNoteOptions, type ReceiptOptions } from "./receipt-pdf";

// The buyer's 'Reçu de paiement' and 'Avoir' (docs/decisions/020-vat-rates.md) as the order hands them out: attached
// to the confirmation and refund mails, and downloaded by their links. Made from the rows each time, never stored.

/** What the order's mails and downloads need to issue documents: the seller's details and the links' key. */
export type OrderDocuments = { operator: OperatorDetails; links: DocumentLinks };

export function createOrderDocuments(config: {
  operator: OperatorDetails;
  authSecret: string;
  previousAuthSecret?: string;
}): OrderDocuments {
  return { operator: config.operator, links: createDocumentLinks(config.authSecret, config.previousAuthSecret) };
}

/**
 * The orders that have a receipt: paid ones, refunded since or not. A refund doesn't void the receipt of the payment,
 * its credit note corrects it. A cancelled paper order and an unpaid one have none.
 */
const statusesWithReceipt: readonly string[] = ["paid", "complete", "partially_refunded", "refunded"];
export const hasReceipt = (status: string) => statusesWithReceipt.includes(status);

export type DocumentFile = { filename: string; body: Buffer };

export async function receiptFile(options: ReceiptOptions): Promise<DocumentFile> {
  return { filename: `recu-${options.sale.order_reference}.pdf`, body: await renderer.run("receipt", options) };
}

/** `number`: the refund's rank among the order's credit notes (creditNoteNumber). */
export async function creditNoteFile(options: CreditNoteOptions): Promise<DocumentFile & { reference: string }> {
  const { sale, number } = options;
  return {
    filename: `avoir-${sale.order_reference}-${number}.pdf`,
    reference: creditNoteReference(sale.order_reference, number),
    body: await renderer.run("creditNote", options),
  };
}

export function pdfAttachment(file: DocumentFile): MailAttachment {
  return { filename: file.filename, content_type: "application/pdf", content: file.body.toString("base64") };
}

/**
 * A succeeded refund's rank among the order's, in the order they were confirmed (1 for the first): its credit note's
 * number, 'BS-…-AV2' for the second. Refunds of one order are confirmed under its row lock, one after the other, so
 * a rank never changes once given; a refund that failed has no credit note and takes no number.
 */
export async function creditNoteNumber(db: Db, { saleId, refundId }: { saleId: string; refundId: string }): Promise<number> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.sale_id, saleId), eq(refunds.status, "succeeded")))
    .orderBy(asc(refunds.settled_at), asc(refunds.created_at), asc(refunds.id));
  return rows.findIndex((row) => row.id === refundId) + 1;
}
