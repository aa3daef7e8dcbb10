import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "../../shared/errors";
import { centsToDecimal } from "../../shared/money";
import type { PaperOrderCorrection } from "../../shared/paper-orders";
import type { PaperPaymentMethod } from "../../shared/payment-methods";
import { isDonationLine } from "../../shared/catalogue";
import type { Db } from "../db/client";
import { campaigns, orderEvents, sales } from "../db/schema";
import { correctionNeedsConfirmation, type PaperOrderCounting } from "./paper-order-ceiling";
import { isPaperOrderCancellable, isPaperOrderOpen } from "./paper-order-queries";
import { checkPaperOrderSeller, pricePaperOrder } from "./paper-orders";
import { toSaleItems } from "./pricing";
import type { SaleRow } from "./serialize";
import { requestBuyerEmailConfirmation } from "../buyer-emails/service";
import { refusingShortage } from "../capacity/service";

// A paper order corrected or cancelled by the association (docs/product.md#paper-orders). Each is a conditional
// UPDATE of the locked row with its history rows in the same transaction: a correction is re-priced by the server and
// keeps what it changed (axis 'correction', before and after); a cancel is one-way (paid or awaiting confirmation ->
// cancelled, and the fulfilment to cancelled), so a second one changes nothing. A cancel after a payout counted the
// order is a manager's: the payout stays as it was made, and the next one carries the cancellation
// (sales.cancellation_payout_id, money/order-money-sql.ts).

type CampaignRow = typeof campaigns.$inferSelect;

/** The row of a paper order of this campaign, locked for the transaction; refused when it is none. */
export async function lockPaperOrder(tx: Db, campaignId: string, saleId: string): Promise<SaleRow> {
  // The campaign first, as a payout of it does (money/payout-transition.ts): a payout never covers an order whose
  // amount is being changed, and a paper order it covered is corrected no more (its statement would no longer add up).
  await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).for("no key update");
  const [row] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.campaign_id, campaignId)))
    .for("update");
  if (!row) throw new AppError("ORDER_NOT_FOUND");
  if (row.payment_method === "card") throw new AppError("PAPER_ORDER_ONLY");
  return row;
}

/** What a correction may change, as the history keeps it. */
function snapshot(
  row: Pick<SaleRow, "customer_name" | "customer_email" | "items" | "amount_total" | "payment_method" | "cheque_number" | "seller_id">,
) {
  return {
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    // In one key order: jsonb gives its objects back with their keys sorted its own way.
    items: row.items.map((line) => ({
      product_id: line.product_id,
      name: line.name,
      unit_price_eur: line.unit_price_eur,
      quantity: line.quantity,
    })),
    amount_total: centsToDecimal(Math.round(Number(row.amount_total) * 100)),
    payment_method: row.payment_method,
    cheque_number: row.cheque_number,
    seller_id: row.seller_id,
  };
}

/** The bars of an order's lines, by product (its donation aside). */
const barsOf = (items: SaleRow["items"]) =>
  JSON.stringify(
    items
      .filter((line) => !isDonationLine(line))
      .map((line) => [line.product_id, line.quantity])
      .sort(),
  );

/**
 * The database announces a sale's change itself, but its trigger (migrations 0003, 0008) watches the status, the
 * refunds and the fulfilment, not the amount a correction changes: the correction announces itself on the same
 * channel, in its transaction, so the amount raised and the drawers follow it at commit like any other change.
 */
async function announce(tx: Db, row: SaleRow) {
  const payload = JSON.stringify({
    campaign_id: row.campaign_id,
    association_id: row.association_id,
    sale_id: row.id,
    status: row.status,
    fulfilment_status: row.fulfilment_status,
  });
  await tx.execute(sql`select pg_notify('sale_changes', ${payload})`);
}

/**
 * Corrects a paper order neither cancelled nor handed over: re-priced from the catalogue or the campaign's price.
 * Once the campaign's parcel has reached the association its bars can't change (they were made and sent); the
 * rest still can. A correction that changes nothing records nothing.
 */
export async function correctPaperOrder(
  db: Db,
  options: {
    campaign: CampaignRow;
    saleId: string;
    actorUserId: string;
    input: PaperOrderCorrection;
    counting: PaperOrderCounting;
    publicUrl: string;
  },
): Promise<{ changed: boolean }> {
  const { campaign } = options;
  // More bars must fit their week like a new order's (docs/product.md#capacity-and-holds).
  return refusingShortage(() => correctInTransaction(db, options), { distributionDate: campaign.distribution_date });
}

async function correctInTransaction(db: Db, options: Parameters<typeof correctPaperOrder>[1]): Promise<{ changed: boolean }> {
  const { campaign, input } = options;
  return db.transaction(async (tx) => {
    const row = await lockPaperOrder(tx, campaign.id, options.saleId);
    if (row.payout_id !== null && row.status !== "cancelled") throw new AppError("PAPER_ORDER_PAID_OUT");
    if (!isPaperOrderOpen(row)) throw new AppError("PAPER_ORDER_LOCKED");
    const order = pricePaperOrder(campaign, input);
    const items = toSaleItems(order);
    if (row.fulfilment_status !== "to_prepare" && barsOf(items) !== barsOf(row.items)) throw new AppError("PAPER_ORDER_BARS_LOCKED");

    const sellerId = input.seller_id === undefined ? row.seller_id : input.seller_id;
    // A seller kept as it was is not checked again: deleted since, the order already counts 'Sans vendeur'.
    if (sellerId !== row.seller_id) await checkPaperOrderSeller(tx, { campaignId: campaign.id, sellerId });
    const next = {
      customer_name: input.buyer_name,
      customer_email: input.buyer_email === undefined ? row.customer_email : input.buyer_email,
      seller_id: sellerId,
      items,
      amount_total: centsToDecimal(order.totalCents),
      bars_count: order.barsCount,
      donation_cents: order.donationCents,
      payment_method: input.payment_method,
      cheque_number: input.cheque_number,
    };
    const before = snapshot(row);
    const after = snapshot(next);
    if (JSON.stringify(before) === JSON.stringify(after)) return { changed: false };
    // An order that counts doesn't grow past the ceiling on a member's word (an order awaiting confirmation may:
    // the manager who confirms it sees it as it then is).
    if (
      row.status === "paid" &&
      (await correctionNeedsConfirmation(tx, {
        campaignId: campaign.id,
        saleId: row.id,
        before: { cents: Math.round(Number(row.amount_total) * 100), method: row.payment_method as PaperPaymentMethod },
        after: { cents: order.totalCents, method: input.payment_method },
        counting: options.counting,
      }))
    ) {
      throw new AppError("PAPER_ORDER_CORRECTION_NEEDS_CONFIRMATION");
    }

    const now = new Date();
    const [updated] = await tx
      .update(sales)
      .set({ ...next, updated_at: now })
      .where(and(eq(sales.id, row.id), eq(sales.status, row.status), eq(sales.fulfilment_status, row.fulfilment_status)))
      .returning();
    if (!updated) throw new AppError("PAPER_ORDER_LOCKED");
    await tx.insert(orderEvents).values({
      sale_id: row.id,
      axis: "correction",
      from_state: null,
      to_state: updated.status,
      actor_user_id: options.actorUserId,
      details: { before, after },
      created_at: now,
    });
    await announce(tx, updated);
    // A new address is unconfirmed (migration 0022's trigger) and gets its own confirmation mail.
    if (before.customer_email !== after.customer_email) {
      await requestBuyerEmailConfirmation(tx, {
        sale: updated,
        associationName: campaign.association_name,
        publicUrl: options.publicUrl,
        now,
      });
    }
    return { changed: true };
  });
}

/**
 * Cancels a paper order not yet handed over, confirmed or not: its payment becomes 'cancelled' and so does its
 * fulfilment, each step a history row with the reason; it then counts nowhere. Cancelling it again changes nothing.
 * Once a payout counted it, only a manager may (`mayCancelPaidOut`): the payout is left as it was made, and the next
 * one gives back what this order took from it (or takes back what it added), so the association ends up paid as if
 * the order had never been recorded.
 */
export async function cancelPaperOrder(
  db: Db,
  options: { campaignId: string; saleId: string; actorUserId: string; reason: string; mayCancelPaidOut: boolean },
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockPaperOrder(tx, options.campaignId, options.saleId);
    if (row.status === "cancelled") return { changed: false };
    if (row.payout_id !== null && !options.mayCancelPaidOut && isPaperOrderCancellable(row, true)) {
      throw new AppError("PAPER_ORDER_PAID_OUT_MANAGERS");
    }
    if (!isPaperOrderCancellable(row, options.mayCancelPaidOut)) throw new AppError("PAPER_ORDER_NOT_CANCELLABLE");

    const now = new Date();
    const [cancelled] = await tx
      .update(sales)
      // Its bars go back to their week (docs/product.md#capacity-and-holds; the counters follow by trigger).
      .set({
        status: "cancelled",
        fulfilment_status: "cancelled",
        updated_at: now,
        capacity_hold: sql`case when ${sales.capacity_hold} = 'sold' then 'released' else ${sales.capacity_hold} end`,
      })
      .where(
        and(
          eq(sales.id, row.id),
          eq(sales.status, row.status),
          inArray(sales.fulfilment_status, ["to_prepare", "delivered_to_association"]),
        ),
      )
      .returning();
    if (!cancelled) throw new AppError("PAPER_ORDER_NOT_CANCELLABLE");
    const step = { sale_id: row.id, actor_user_id: options.actorUserId, reason: options.reason, created_at: now };
    // The payout that had counted it, for the history: the next payout carries the cancellation.
    const details = row.payout_id === null ? {} : { counted_in_payout_id: row.payout_id };
    await tx.insert(orderEvents).values([
      { ...step, axis: "payment", from_state: row.status, to_state: "cancelled", details },
      { ...step, axis: "fulfilment", from_state: row.fulfilment_status, to_state: "cancelled" },
    ]);
    return { changed: true };
  });
}
