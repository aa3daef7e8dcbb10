import { AppError } from "../../shared/errors";
import type { Distribution, DistributionOrder, HandOverResponse } from "../../shared/distribution-responses";
import { compareNames, nameLetter } from "../../shared/distribution-rules";
import type { Db } from "../db/client";
import { renderer } from "../lib/renderer";
import { advanceFulfilment } from "../orders/service";
import { distributionCsv } from "./csv";
import { countPickupOrders, findCampaignOrderId, findHandOverMember, findPickupOrder, listPickupOrders } from "./queries";
import { parisCalendarDay } from "../../shared/paris-time";

// The distribution day (docs/product.md#distribution-list, #handing-over): the list of a campaign's pick-up orders
// for the members who hand bars over, and each order handed to its buyer through the fulfilment transition.

type CampaignRef = { id: string; association_name: string; public_slug: string };

type Group = Distribution["groups"][number];

/**
 * Groups of the sorted list. By the first letter of the buyer's name for now; when orders have a seller, a seller's
 * key and label go here (and `grouping` says so), the rest of the list unchanged.
 */
function groupByLetter(orders: DistributionOrder[]): Group[] {
  const groups: Group[] = [];
  for (const order of orders) {
    const key = nameLetter(order.customer_name);
    const last = groups.at(-1);
    if (last?.key === key) last.orders.push(order);
    else groups.push({ key, label: key, orders: [order] });
  }
  return groups;
}

/** The campaign's list: by buyer in French order (then reference), with 'Remises : n / N' and the bars. */
export async function readDistribution(db: Db, campaign: CampaignRef): Promise<Distribution> {
  const [orders, totals] = await Promise.all([listPickupOrders(db, campaign.id), countPickupOrders(db, campaign.id)]);
  orders.sort((a, b) => compareNames(a.customer_name, b.customer_name) || (a.reference < b.reference ? -1 : 1));
  return {
    campaign: { id: campaign.id, name: campaign.association_name, slug: campaign.public_slug },
    ...totals,
    grouping: "letter",
    groups: groupByLetter(orders),
  };
}

/**
 * Hands one order of this campaign to its buyer: the fulfilment transition's one-way step, so two scans at once
 * move it once. A second hand-over is an answer, not an error: it says when the first was, and by whom. The same
 * tap sent again with its key (docs/product.md#distribution-day-without-network) gets the first answer back.
 */
export async function handOverOrder(
  db: Db,
  options: { campaignId: string; reference: string; idempotencyKey?: string; actorUserId: string; publicUrl: string },
): Promise<HandOverResponse> {
  const saleId = await findCampaignOrderId(db, { campaignId: options.campaignId, reference: options.reference });
  if (!saleId) throw new AppError("ORDER_NOT_IN_CAMPAIGN");
  const result = await advanceFulfilment(db, {
    move: { kind: "hand_over", saleId, idempotencyKey: options.idempotencyKey },
    actorUserId: options.actorUserId,
    publicUrl: options.publicUrl,
  });
  const [order, handedOverBy] = await Promise.all([
    findPickupOrder(db, { campaignId: options.campaignId, reference: options.reference }),
    findHandOverMember(db, saleId),
  ]);
  if (!order) throw new AppError("ORDER_NOT_IN_CAMPAIGN");
  const changed = result.changed === 1 || result.replayed === true;
  return { order, changed, already_handed_over_at: changed ? null : order.handed_over_at, handed_over_by: handedOverBy };
}

/** The printable list (A4), made from the data at each call. */
export async function distributionPdfFile(db: Db, { campaign, now = new Date() }: { campaign: CampaignRef; now?: Date }) {
  const body = await renderer.run("distributionList", await readDistribution(db, campaign), { printedAt: now });
  return { filename: `distribution-${campaign.public_slug}-${parisCalendarDay(now)}.pdf`, body };
}

/** The list as a CSV for Excel in French. */
export async function distributionCsvFile(db: Db, { campaign, now = new Date() }: { campaign: CampaignRef; now?: Date }) {
  return {
    filename: `distribution-${campaign.public_slug}-${parisCalendarDay(now)}.csv`,
    body: distributionCsv(await readDistribution(db, campaign)),
  };
}
