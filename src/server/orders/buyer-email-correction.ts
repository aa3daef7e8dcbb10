import { and, eq } from "drizzle-orm";
import { CORRECTABLE_STATUSES } from "../../shared/buyer-email-correction";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { orderEvents, sales } from "../db/schema";
import { queueMail } from "../mail/outbox";
import type { OrderDocuments } from "../receipts/order-documents";
import { campaignForMail, receiptForMail } from "./payment-transition";
import { buyerConfirmationMail } from "./sale-mails";

// docs/product.md#buyer-email-correction: a card buyer typed 'gmial.con'; a manager of the association or an admin
// corrects it. The order keeps the new address, its history says who changed what, and the confirmation with the
// receipt goes to the new address only: the old one never hears of it (it may be a stranger's).

export type BuyerEmailCorrectionOptions = {
  campaignId: string;
  saleId: string;
  actorUserId: string;
  email: string;
  publicUrl: string;
  documents: OrderDocuments;
};

/**
 * Corrects the buyer's e-mail of a paid card order of the campaign, in one transaction: the order row (locked), a
 * history row (axis 'correction', before and after), the confirmation queued to the new address. The same address
 * again changes nothing and sends nothing. Paper orders have their own path (their addresses are confirmed by
 * their owners first, docs/product.md#buyer-addresses).
 */
export async function correctBuyerEmail(db: Db, options: BuyerEmailCorrectionOptions): Promise<{ changed: boolean; email: string }> {
  return db.transaction(async (tx) => {
    const [sale] = await tx
      .select()
      .from(sales)
      .where(and(eq(sales.id, options.saleId), eq(sales.campaign_id, options.campaignId)))
      .for("update");
    if (!sale) throw new AppError("ORDER_NOT_FOUND");
    if (sale.payment_method !== "card") throw new AppError("BUYER_EMAIL_PAPER_ORDER");
    if (!CORRECTABLE_STATUSES.includes(sale.status)) throw new AppError("BUYER_EMAIL_ORDER_NOT_PAID");
    const email = options.email.trim();
    // Case aside, the same address: nothing to correct.
    if (sale.customer_email?.toLowerCase() === email.toLowerCase()) {
      return { changed: false, email: sale.customer_email };
    }

    const now = new Date();
    const [updated] = await tx.update(sales).set({ customer_email: email, updated_at: now }).where(eq(sales.id, sale.id)).returning();
    await tx.insert(orderEvents).values({
      sale_id: sale.id,
      axis: "correction",
      from_state: null,
      to_state: updated.status,
      actor_user_id: options.actorUserId,
      details: { before: { customer_email: sale.customer_email }, after: { customer_email: email }, resent: true },
      created_at: now,
    });
    const campaign = await campaignForMail(tx, sale.campaign_id);
    const receipt = await receiptForMail({ sale: updated, associationName: campaign.association_name }, options);
    await queueMail(tx, { to: email, ...(await buyerConfirmationMail(updated, campaign, options.publicUrl, receipt)) });
    return { changed: true, email };
  });
}
