import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../shared/errors";
import { centsToDecimal } from "../../shared/money";
import type { PaperOrderRequest } from "../../shared/paper-orders";
import { paperOrderReason } from "../../shared/payment-methods";
import type { Db } from "../db/client";
import { orderEvents, sales, sellers, type campaigns } from "../db/schema";
import { newOrderReference } from "./order-reference";
import { statusAtRecording, type PaperOrderCounting } from "./paper-order-ceiling";
import { findPaperOrderByKey } from "./paper-order-queries";
import { priceOrder, toSaleItems } from "./pricing";
import type { SaleRow } from "./serialize";
import { requestBuyerEmailConfirmation } from "../buyer-emails/service";
import { barsNeeded, writeInWeek } from "../capacity/service";

// 'Commandes hors ligne' (docs/product.md#paper-orders): a buyer paid the association in cash or by cheque on a paper
// form, and a member records the order. It is born paid (the money is in the association's hands), picked up with the
// campaign's parcel like any pick-up order, priced by the server like a checkout, and counted in every total.

type CampaignRow = typeof campaigns.$inferSelect;

/** What a paper order is priced with: its bars at the campaign's price (or the catalogue's), its donation, no fee. */
export function pricePaperOrder(
  campaign: Pick<CampaignRow, "chocolate_price_eur">,
  input: Pick<PaperOrderRequest, "lines" | "donation_eur">,
) {
  return priceOrder({
    cart: input.lines,
    donationEur: input.donation_eur,
    deliveryMode: "pickup",
    campaignBarPriceEur: campaign.chocolate_price_eur,
  });
}

/**
 * The seller a paper order is credited to must be one of its campaign's (SELLER_NOT_FOUND, 404, said under the field
 * otherwise: another campaign's seller is not this one's). Locked against deletion until the order is written, so
 * the order never names a seller deleted meanwhile.
 */
export async function checkPaperOrderSeller(tx: Db, { campaignId, sellerId }: { campaignId: string; sellerId: string | null }) {
  if (sellerId === null) return;
  const [seller] = await tx
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.campaign_id, campaignId)))
    .for("key share");
  if (!seller) throw new AppError("SELLER_NOT_FOUND", undefined, { field: "seller_id" });
}

/** Writes the order under a fresh reference: one already taken (one chance in a trillion) draws another, as create-order.ts does. */
async function insertPaperSale(tx: Db, row: Omit<typeof sales.$inferInsert, "order_reference">): Promise<SaleRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [sale] = await tx
      .insert(sales)
      .values({ ...row, order_reference: newOrderReference() })
      .onConflictDoNothing()
      .returning();
    if (sale) return sale;
  }
  throw new Error("no free order reference after 3 draws");
}

/**
 * Records a paper order for an online campaign, once per idempotency key: the sale ('paid', paid now, its method and
 * cheque number, who recorded it, no provider) and its history row (payment: none -> paid), in one transaction.
 *
 * The key has no column of its own (no migration for it): it is kept in the recording history row's details and
 * looked up by (member, key) through order_events' index on its actor. Two requests with the same key meet at a
 * transaction-level advisory lock on it, so the second finds the first's order instead of recording another; the
 * lock goes with the transaction, and keys are drawn per form (a UUID), so it never holds anyone else up.
 */
export async function recordPaperOrder(
  db: Db,
  options: { campaign: CampaignRow; actorUserId: string; input: PaperOrderRequest; counting: PaperOrderCounting; publicUrl: string },
): Promise<{ saleId: string; created: boolean }> {
  const { campaign, actorUserId, input } = options;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('paper-order'), hashtext(${`${actorUserId}:${input.idempotency_key}`}))`);
    const recorded = await findPaperOrderByKey(tx, { actorUserId, idempotencyKey: input.idempotency_key });
    if (recorded) {
      if (recorded.campaign_id !== campaign.id) throw new AppError("PAPER_ORDER_KEY_REUSED");
      return { saleId: recorded.sale_id, created: false };
    }
    // A paper order is for a campaign whose page takes orders; an order already recorded is given back above even
    // if the page has gone offline since.
    if (!campaign.is_published) throw new AppError("PAPER_ORDER_CAMPAIGN_OFFLINE");
    await checkPaperOrderSeller(tx, { campaignId: campaign.id, sellerId: input.seller_id });

    const order = pricePaperOrder(campaign, input);
    // Past the campaign's ceiling it is recorded all the same, and waits for a manager (paper-order-ceiling.ts).
    const status = await statusAtRecording(tx, {
      campaignId: campaign.id,
      cents: order.totalCents,
      method: input.payment_method,
      counting: options.counting,
    });
    const now = new Date();
    const row = {
      campaign_id: campaign.id,
      association_id: campaign.association_id,
      amount_total: centsToDecimal(order.totalCents),
      delivery_fee: centsToDecimal(order.deliveryFeeCents),
      currency: "eur",
      status,
      customer_name: input.buyer_name,
      customer_email: input.buyer_email,
      items: toSaleItems(order),
      bars_count: order.barsCount,
      donation_cents: order.donationCents,
      // The association hands it over (docs/product.md#fulfilment): always picked up.
      delivery_mode: "pickup",
      payment_method: input.payment_method,
      cheque_number: input.cheque_number,
      recorded_by: actorUserId,
      // The child the order counts for (docs/product.md#sellers), as a child's link does for an online order.
      seller_id: input.seller_id,
      payment_provider: null,
      paid_at: now,
      created_at: now,
      updated_at: now,
    };
    // Its bars are sold at once in their production week, or it is refused like a checkout
    // (docs/product.md#capacity-and-holds); each try in a savepoint, so that a refusal leaves the transaction usable.
    const sale = await writeInWeek(
      tx,
      { distributionDate: campaign.distribution_date, deliveryMode: "pickup", needs: barsNeeded(input.lines) },
      (week) => tx.transaction((sp) => insertPaperSale(sp, week ? { ...row, capacity_week: week, capacity_hold: "sold" } : row)),
    );
    await tx.insert(orderEvents).values({
      sale_id: sale.id,
      axis: "payment",
      from_state: null,
      to_state: status,
      actor_user_id: actorUserId,
      reason: paperOrderReason(input.payment_method, input.cheque_number),
      details: {
        source: "paper_order",
        idempotency_key: input.idempotency_key,
        payment_method: input.payment_method,
        cheque_number: input.cheque_number,
        seller_id: input.seller_id,
        note: input.note,
      },
      created_at: now,
    });
    // docs/product.md#buyer-addresses: the address typed gets its confirmation mail, and nothing else before.
    await requestBuyerEmailConfirmation(tx, { sale, associationName: campaign.association_name, publicUrl: options.publicUrl, now });
    return { saleId: sale.id, created: true };
  });
}
