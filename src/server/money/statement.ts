import { payoutStatusLabels, type CampaignStatement, type StatementMovement } from "../../shared/statement";
import type { Db } from "../db/client";
import { eq } from "drizzle-orm";
import { associations, type campaigns } from "../db/schema";
import type { MoneyClock } from "./order-money-sql";
import { statementPaperOrders } from "./statement-paper-orders";
import { campaignPayouts, statementMovements, statementTotals, type MovementRow } from "./statement-queries";

// A campaign's statement as the association's members, the administrator, the CSV and the PDF read it
// (docs/product.md#statement).

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type CampaignRow = typeof campaigns.$inferSelect;

export async function readCampaignStatement(
  db: Db,
  { campaign, clock }: { campaign: CampaignRow; clock: MoneyClock },
): Promise<CampaignStatement> {
  const [{ totals, nextPayableOn, ordersToPrepare }, payouts, paperOrders, [association]] = await Promise.all([
    statementTotals(db, { campaignId: campaign.id, clock }),
    campaignPayouts(db, campaign.id),
    statementPaperOrders(db, campaign.id),
    db.select({ name: associations.name }).from(associations).where(eq(associations.id, campaign.association_id)),
  ]);
  return {
    campaign: { id: campaign.id, name: campaign.association_name, slug: campaign.public_slug, message: campaign.campaign_message },
    association: { id: campaign.association_id, name: association?.name ?? campaign.association_name },
    computed_at: clock.now.toISOString(),
    payout_delay_days: clock.delayDays,
    totals,
    // A negative balance is settled out of the next payouts (docs/product.md#statement): no payout comes on that day.
    next_payable_on: totals.balance_cents < 0 ? null : nextPayableOn,
    orders_to_prepare: ordersToPrepare,
    payouts,
    paper_orders: paperOrders,
  };
}

function toMovement(row: MovementRow): StatementMovement {
  const label =
    row.kind === "payout"
      ? `Versement (${payoutStatusLabels[row.payout_status ?? "generated"]})`
      : row.kind === "refund"
        ? `Remboursement : ${row.label ?? ""}`.trim()
        : row.kind === "cancellation"
          ? `Annulation : ${row.label ?? ""}`.trim()
          : (row.label ?? "");
  return {
    kind: row.kind,
    date: new Date(row.date).toISOString(),
    reference: row.reference,
    label,
    amount_cents: Number(row.amount),
    bars_cents: Number(row.bars),
    share_cents: Number(row.share),
    donation_cents: Number(row.donation),
    delivery_cents: Number(row.delivery),
    held_cents: Number(row.held),
    due_cents: Number(row.due),
    payable_from: iso(row.payable_from),
  };
}

/** Every order, refund and payout of the campaign, oldest first; their due_cents add up to the balance. */
export async function readStatementMovements(
  db: Db,
  { campaignId, delayDays }: { campaignId: string; delayDays: number },
): Promise<StatementMovement[]> {
  return (await statementMovements(db, { campaignId, delayDays })).map(toMovement);
}
