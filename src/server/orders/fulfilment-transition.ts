import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { AppError } from "../../shared/errors";
import type { FulfilmentStatus } from "../../shared/fulfilment-status";
import { settledSaleStatuses } from "../../shared/order-status";
import { ASSOCIATION_ROLES, roleCan } from "../../shared/team-rules";
import type { Db } from "../db/client";
import { associations, campaigns, memberships, orderEvents, sales, user } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { mayMailBuyer } from "../buyer-emails/service";
import { orderShippedMail, pickupsDeliveredMail } from "./fulfilment-mail";
import type { SaleRow } from "./serialize";
import { withBars } from "./settled-statuses";

// The order's fulfilment axis (docs/product.md#fulfilment, decision 016): home deliveries go to_prepare -> shipped;
// pick-up orders travel in one parcel per campaign, to_prepare -> delivered_to_association, and each is then
// handed_over by the association. Every step is a conditional UPDATE from the state before it, for paid orders of
// the right delivery mode, with its order_events row and mails in the same transaction: a double click, a replay or
// two packers at once move an order once, and an order already there is counted as unchanged, not refused.

export type FulfilmentMove =
  /** Home deliveries, each with its carrier and tracking number; several at once from 'Préparation'. */
  | { kind: "ship"; parcels: { saleId: string; carrier: string; trackingNumber: string }[] }
  /** Every paid pick-up order of the campaign still to prepare: one parcel to the association. */
  | { kind: "deliver_pickups"; campaignId: string }
  /**
   * One pick-up order handed to its buyer by the association; `idempotencyKey` is the phone's key for that tap, kept
   * with the history row (docs/product.md#distribution-day-without-network).
   */
  | { kind: "hand_over"; saleId: string; idempotencyKey?: string };

/** `replayed`: a hand-over sent again with the key of the one that moved the order (unchanged now, done by that key). */
export type FulfilmentResult = { changed: number; unchanged: number; mailQueued: boolean; replayed?: boolean };

type MoveOptions = { move: FulfilmentMove; actorUserId: string; publicUrl: string; reason?: string };

const paid = inArray(sales.status, [...settledSaleStatuses]);

// The association's new-sale mail goes to those who see buyers; the parcel's list names buyers and bars only, so
// it goes to every role that hands bars over.
const rolesHandingOver = ASSOCIATION_ROLES.filter((role) => roleCan(role, "distribute"));

async function recordSteps(
  tx: Db,
  {
    moved,
    step,
    details = () => ({}),
  }: {
    moved: SaleRow[];
    step: { from: FulfilmentStatus; to: FulfilmentStatus; actorUserId: string; reason?: string; idempotencyKey?: string };
    details?: (sale: SaleRow) => Record<string, unknown>;
  },
) {
  if (moved.length === 0) return;
  await tx.insert(orderEvents).values(
    moved.map((sale) => ({
      sale_id: sale.id,
      axis: "fulfilment",
      from_state: step.from,
      to_state: step.to,
      actor_user_id: step.actorUserId,
      reason: step.reason ?? null,
      details: details(sale),
      idempotency_key: step.idempotencyKey ?? null,
    })),
  );
}

async function campaignFor(tx: Db, campaignId: string) {
  const [campaign] = await tx
    .select({
      id: campaigns.id,
      association_id: campaigns.association_id,
      association_name: campaigns.association_name,
      association_address: campaigns.association_address,
      public_slug: campaigns.public_slug,
      contact_email: campaigns.contact_email,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return campaign;
}

/** Counts the orders of `where` already at `state`: a replay is unchanged, anything else was refused. */
async function countAt(tx: Db, { where, state }: { where: SQL; state: FulfilmentStatus }): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sales)
    .where(and(where, eq(sales.fulfilment_status, state)));
  return n;
}

async function ship(tx: Db, options: MoveOptions & { move: Extract<FulfilmentMove, { kind: "ship" }> }): Promise<FulfilmentResult> {
  let changed = 0;
  let unchanged = 0;
  for (const parcel of options.move.parcels) {
    const [moved] = await tx
      .update(sales)
      .set({
        fulfilment_status: "shipped",
        carrier: parcel.carrier,
        tracking_number: parcel.trackingNumber,
        fulfilled_at: new Date(),
        updated_at: new Date(),
      })
      .where(and(eq(sales.id, parcel.saleId), eq(sales.delivery_mode, "home_delivery"), eq(sales.fulfilment_status, "to_prepare"), paid))
      .returning();
    if (!moved) {
      if ((await countAt(tx, { where: eq(sales.id, parcel.saleId), state: "shipped" })) === 1) {
        unchanged += 1;
        continue;
      }
      // One parcel that can't go refuses the whole batch: nothing half-marked.
      const [exists] = await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, parcel.saleId));
      throw new AppError(exists ? "ORDER_NOT_SHIPPABLE" : "ORDER_NOT_FOUND");
    }
    changed += 1;
    await recordSteps(tx, {
      moved: [moved],
      step: { from: "to_prepare", to: "shipped", actorUserId: options.actorUserId, reason: options.reason },
      details: (sale) => ({
        carrier: sale.carrier,
        tracking_number: sale.tracking_number,
      }),
    });
    const campaign = await campaignFor(tx, moved.campaign_id);
    if (moved.customer_email && mayMailBuyer(moved)) {
      await queueMail(tx, { to: moved.customer_email, ...orderShippedMail(moved, campaign, options.publicUrl) });
    }
  }
  return { changed, unchanged, mailQueued: changed > 0 };
}

async function deliverPickups(
  tx: Db,
  options: MoveOptions & { move: Extract<FulfilmentMove, { kind: "deliver_pickups" }> },
): Promise<FulfilmentResult> {
  const campaign = await campaignFor(tx, options.move.campaignId);
  if (!campaign) throw new AppError("CAMPAIGN_NOT_FOUND");
  // A donation alone travels in no parcel: it stays out of the move and of the association's list of orders to hand over.
  const pickups = and(eq(sales.campaign_id, campaign.id), eq(sales.delivery_mode, "pickup"), paid, withBars)!;
  const moved = await tx
    .update(sales)
    .set({ fulfilment_status: "delivered_to_association", fulfilled_at: new Date(), updated_at: new Date() })
    .where(and(pickups, eq(sales.fulfilment_status, "to_prepare")))
    .returning();
  await recordSteps(tx, {
    moved,
    step: {
      from: "to_prepare",
      to: "delivered_to_association",
      actorUserId: options.actorUserId,
      reason: options.reason,
    },
  });
  const unchanged = await countAt(tx, { where: pickups, state: "delivered_to_association" });
  if (moved.length === 0) return { changed: 0, unchanged, mailQueued: false };

  const mail = pickupsDeliveredMail(
    [...moved].sort((a, b) => (a.customer_name ?? "").localeCompare(b.customer_name ?? "", "fr")),
    campaign,
    options.publicUrl,
  );
  for (const to of await associationRecipients(tx, { associationId: campaign.association_id, campaignContact: campaign.contact_email }))
    await queueMail(tx, { to, ...mail });
  return { changed: moved.length, unchanged: unchanged - moved.length, mailQueued: true };
}

/** The association's contact address and its members who hand bars over, each address once. */
async function associationRecipients(
  tx: Db,
  { associationId, campaignContact }: { associationId: string; campaignContact: string | null },
): Promise<string[]> {
  const [association] = await tx
    .select({ contact_email: associations.contact_email })
    .from(associations)
    .where(eq(associations.id, associationId));
  const members = await tx
    .select({ email: user.email })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.user_id))
    .where(and(eq(memberships.association_id, associationId), inArray(memberships.role, rolesHandingOver)));
  const byKey = new Map<string, string>();
  for (const address of [campaignContact, association?.contact_email, ...members.map((m) => m.email)]) {
    if (address && !byKey.has(address.toLowerCase())) byKey.set(address.toLowerCase(), address);
  }
  return [...byKey.values()];
}

async function handOver(
  tx: Db,
  options: MoveOptions & { move: Extract<FulfilmentMove, { kind: "hand_over" }> },
): Promise<FulfilmentResult> {
  const order = eq(sales.id, options.move.saleId);
  // handed_over_at is set here once, with the step: the distribution list and a second scan read it back.
  const now = new Date();
  const moved = await tx
    .update(sales)
    .set({ fulfilment_status: "handed_over", handed_over_at: now, updated_at: now })
    .where(and(order, eq(sales.delivery_mode, "pickup"), eq(sales.fulfilment_status, "delivered_to_association"), paid))
    .returning();
  await recordSteps(tx, {
    moved,
    step: {
      from: "delivered_to_association",
      to: "handed_over",
      actorUserId: options.actorUserId,
      reason: options.reason,
      idempotencyKey: options.move.idempotencyKey,
    },
  });
  if (moved.length === 1) return { changed: 1, unchanged: 0, mailQueued: false };
  if ((await countAt(tx, { where: order, state: "handed_over" })) === 1) {
    // The step is one-way, so a key seen on this order's hand-over row can only be the one that moved it: the same
    // tap sent again after a lost answer, a reload or a retry, not a second hand-over.
    const key = options.move.idempotencyKey;
    const replayed = key !== undefined && (await handedOverWithKey(tx, { saleId: options.move.saleId, key }));
    return { changed: 0, unchanged: 1, mailQueued: false, ...(replayed ? { replayed } : {}) };
  }
  throw new AppError("ORDER_NOT_HANDED_OVER");
}

async function handedOverWithKey(tx: Db, { saleId, key }: { saleId: string; key: string }): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.sale_id, saleId),
        eq(orderEvents.axis, "fulfilment"),
        eq(orderEvents.to_state, "handed_over"),
        eq(orderEvents.idempotency_key, key),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The one function of the fulfilment axis: every step of every order goes through it. */
export async function advanceFulfilment(db: Db, options: MoveOptions): Promise<FulfilmentResult> {
  return db.transaction(async (tx) => {
    switch (options.move.kind) {
      case "ship":
        return ship(tx, { ...options, move: options.move });
      case "deliver_pickups":
        return deliverPickups(tx, { ...options, move: options.move });
      case "hand_over":
        return handOver(tx, { ...options, move: options.move });
    }
  });
}
