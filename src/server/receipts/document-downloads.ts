import { and, eq } from "drizzle-orm";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { refunds } from "../db/schema";
import { creditNoteFile, creditNoteNumber, hasReceipt, receiptFile, type DocumentFile, type OrderDocuments } from "./order-documents";
import { findOrderWithCampaign } from "../orders/queries";

// The downloads behind the links of the buyer's mails (document-links.ts). The key is checked before the database is
// read: a wrong or missing one gets 'Commande introuvable' (404), answered alike whether the order exists or not. An
// order without a receipt (unpaid, failed, expired, cancelled) is 'Commande introuvable' too rather than a 409: only
// the buyer holds its key, and is shown the link only once the order is paid (the mail, the thank-you page), so a
// 409 would explain nothing to anyone and only add a second answer to tell apart.

export async function readReceipt(
  db: Db,
  { documents, saleId, token }: { documents: OrderDocuments; saleId: string; token?: string },
): Promise<DocumentFile> {
  if (!documents.links.isReceiptToken(saleId, token)) throw new AppError("ORDER_NOT_FOUND");
  const row = await findOrderWithCampaign(db, saleId);
  if (!row || !hasReceipt(row.sale.status)) throw new AppError("ORDER_NOT_FOUND");
  return receiptFile({ sale: row.sale, associationName: row.association_name, operator: documents.operator });
}

/** A succeeded refund's credit note; a refund still pending, failed or of another order has none. */
export async function readCreditNote(
  db: Db,
  { documents, saleId, refundId, token }: { documents: OrderDocuments; saleId: string; refundId: string; token?: string },
): Promise<DocumentFile> {
  if (!documents.links.isCreditNoteToken(saleId, refundId, token)) throw new AppError("ORDER_NOT_FOUND");
  const row = await findOrderWithCampaign(db, saleId);
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.sale_id, saleId), eq(refunds.status, "succeeded")));
  if (!row || !refund) throw new AppError("ORDER_NOT_FOUND");
  const number = await creditNoteNumber(db, { saleId, refundId });
  return creditNoteFile({ sale: row.sale, refund, number, associationName: row.association_name, operator: documents.operator });
}
