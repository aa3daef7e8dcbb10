import { and, eq, ne, sql } from "drizzle-orm";
import type { PaperPaymentMethod } from "../../shared/payment-methods";
import type { PaperOrderCeiling } from "../config";
import type { Db } from "../db/client";
import { sales } from "../db/schema";
import { netAmountCents, settledStatuses } from "./settled-statuses";

// How far a campaign's paper orders count on a member's word alone (docs/product.md#paper-orders). Past the ceiling
// (a number of orders, an amount in all) or for a large cash order, an order by anyone but a manager is recorded
// 'awaiting_confirmation': it counts in no total until a manager confirms it (paper-order-confirmation.ts). A
// manager's own orders count at once: they are the ones who would confirm them.

/** Who records or corrects, and the ceiling that applies to them. */
export type PaperOrderCounting = { ceiling: PaperOrderCeiling; recorderConfirms: boolean };

type CampaignPaperTotals = { count: number; cents: number };

/**
 * The campaign's paper orders that count, after taking the campaign's ceiling lock: two members recording at once
 * each see the other's order, so the ceiling is never crossed by a race. The lock goes with the transaction.
 */
async function countingPaperOrders(tx: Db, campaignId: string, exceptSaleId?: string): Promise<CampaignPaperTotals> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('paper-order-ceiling'), hashtext(${campaignId}))`);
  const [row] = await tx
    .select({ count: sql<string>`count(*)`, cents: sql<string>`coalesce(sum(${netAmountCents}), 0)` })
    .from(sales)
    .where(
      and(
        eq(sales.campaign_id, campaignId),
        ne(sales.payment_method, "card"),
        sql`${sales.status} in ${settledStatuses}`,
        exceptSaleId ? ne(sales.id, exceptSaleId) : undefined,
      ),
    );
  return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0) };
}

function beyondCeiling(totals: CampaignPaperTotals, order: { cents: number; method: PaperPaymentMethod }, ceiling: PaperOrderCeiling) {
  return (
    (order.method === "cash" && order.cents > ceiling.cashConfirmAboveCents) ||
    totals.count + 1 > ceiling.ceilingCount ||
    totals.cents + order.cents > ceiling.ceilingCents
  );
}

/** The status a paper order is born with: 'paid' (it counts) or 'awaiting_confirmation'. */
export async function statusAtRecording(
  tx: Db,
  options: { campaignId: string; cents: number; method: PaperPaymentMethod; counting: PaperOrderCounting },
): Promise<"paid" | "awaiting_confirmation"> {
  if (options.counting.recorderConfirms) return "paid";
  const totals = await countingPaperOrders(tx, options.campaignId);
  return beyondCeiling(totals, options, options.counting.ceiling) ? "awaiting_confirmation" : "paid";
}

/**
 * Whether a correction of an order that counts would make it count past the ceiling on a member's word alone: more
 * money, or cash instead of a cheque. Such a correction is refused (it would turn a small order into a large one
 * that nobody confirmed); its name, e-mail or a smaller amount always go through.
 */
export async function correctionNeedsConfirmation(
  tx: Db,
  options: {
    campaignId: string;
    saleId: string;
    before: { cents: number; method: PaperPaymentMethod };
    after: { cents: number; method: PaperPaymentMethod };
    counting: PaperOrderCounting;
  },
): Promise<boolean> {
  const { before, after, counting } = options;
  if (counting.recorderConfirms) return false;
  if (after.cents <= before.cents && !(after.method === "cash" && before.method !== "cash")) return false;
  const others = await countingPaperOrders(tx, options.campaignId, options.saleId);
  return beyondCeiling(others, after, counting.ceiling);
}
