import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type UpdateDeleteAction,
} from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestamps, timestampTz, requiredUuidReference } from "./columns";
import { userReference } from "./auth";
import { associationReference } from "./accounts";
import { campaignReference } from "./campaigns";
import type { RefundedLine } from "../../../shared/order";
import type { SaleLine } from "../../../shared/order";
import { payouts } from "./money";
import { sellers } from "./sellers";

export const sales = pgTable(
  "sales",
  {
    ...idColumn,
    order_reference: text("order_reference").notNull(),
    campaign_id: campaignReference("restrict"),
    association_id: associationReference("restrict"),
    amount_total: numeric("amount_total", { precision: 12, scale: 2 }).notNull(),
    delivery_fee: numeric("delivery_fee", { precision: 12, scale: 2 }).notNull().default("0"),
    currency: text("currency").notNull().default("eur"),
    status: text("status").notNull().default("pending"),
    customer_name: text("customer_name"),
    customer_email: text("customer_email"),
    items: jsonb("items").$type<SaleLine[]>().notNull(),
    // Bars in this order (sum of the item quantities), kept beside the snapshot so totals stay cheap in SQL.
    bars_count: integer("bars_count").notNull().default(0),
    // The donation line's amount ('Faire un don', 100 % to the association), kept beside the snapshot like bars_count
    // so that statements add it up without reading the JSON (decision 018).
    donation_cents: integer("donation_cents").notNull().default(0),
    delivery_mode: text("delivery_mode").notNull().default("pickup"),
    delivery_address: text("delivery_address"),
    // 'Complément d'adresse' and a phone for the carrier, optional, typed for a home delivery only (docs/product.md#buyer-form).
    delivery_address_line2: text("delivery_address_line2"),
    customer_phone: text("customer_phone"),
    delivery_postal_code: text("delivery_postal_code"),
    delivery_city: text("delivery_city"),
    // The order's second axis (docs/product.md#fulfilment), beside the payment status: one-way, changed only by
    // orders/fulfilment-transition.ts, each change an order_events row.
    fulfilment_status: text("fulfilment_status").notNull().default("to_prepare"),
    // When the order reached the buyer's hands or the association's (shipped, delivered to the association): its
    // share becomes payable a refund window later (shared/statement.ts). Set once, by the fulfilment transition.
    fulfilled_at: timestampTz("fulfilled_at"),
    carrier: text("carrier"),
    tracking_number: text("tracking_number"),
    // What the refunds rows of this order add up to, kept with the order by orders/refund-transition.ts in the
    // transaction that writes the refund, so that totals stay index-only sums (decision 016).
    refunded_cents: integer("refunded_cents").notNull().default(0),
    refunded_bars: integer("refunded_bars").notNull().default(0),
    // The payout that paid the association what this order earned it (db/schema/money.ts); null until then.
    payout_id: uuid("payout_id").references(() => payouts.id, { onDelete: "restrict" }),
    // A paper order cancelled after a payout counted it (docs/product.md#paper-orders): the later payout that gave
    // back what it had taken from (or added to) the association's earlier one; null until then. payout_id keeps
    // naming the earlier payout, so both stay traceable.
    cancellation_payout_id: uuid("cancellation_payout_id").references(() => payouts.id, { onDelete: "restrict" }),
    // The seller the buyer ordered for (docs/product.md#sellers): their link, or the buyer's choice at checkout. A
    // deleted seller's orders stay, counted 'Sans vendeur'.
    seller_id: uuid("seller_id").references(() => sellers.id, { onDelete: "set null" }),
    // How the buyer paid (docs/product.md#paper-orders): by card through the provider, or in cash or by cheque to the
    // association, which recorded the order itself (recorded_by) and holds that money.
    payment_method: text("payment_method").notNull().default("card"),
    cheque_number: text("cheque_number"),
    recorded_by: userReference("recorded_by"),
    // When the owner of a paper order's address confirmed it (docs/product.md#buyer-addresses): until then no mail
    // goes to it. A card buyer typed their own address and paid: theirs needs none. The database clears it when the
    // address changes (migration 0022).
    buyer_email_confirmed_at: timestampTz("buyer_email_confirmed_at"),
    // When the association gave a pick-up order to its buyer (docs/product.md#handing-over); set once.
    handed_over_at: timestampTz("handed_over_at"),
    payment_provider: text("payment_provider"),
    payment_session_id: text("payment_session_id"),
    paid_at: timestampTz("paid_at"),
    // The buyer's checkout attempt (decision 045): the key the cart drawer sends with 'Payer', and a fingerprint of
    // what it asked for. The same key sent again (double tap, retry after a lost answer) finds this order.
    checkout_key: uuid("checkout_key"),
    checkout_fingerprint: text("checkout_fingerprint"),
    // The production week whose bars this order takes (docs/product.md#capacity-and-holds) and how it takes them:
    // 'held' while its buyer pays, 'sold' once paid (or born paid, on paper), 'released' once given back; null for an
    // order without bars or written before capacity was counted. Set only by the order's transitions; the counters of
    // capacity_counters follow it by trigger (migration 0030).
    capacity_week: date("capacity_week", { mode: "string" }),
    capacity_hold: text("capacity_hold"),
    // Until when a checkout's hold stands (the longest its payment page stays payable): past it, the sweeper expires
    // the order and its bars go back (payments/expire-stale.ts).
    held_until: timestampTz("held_until"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("sales_order_reference_idx").on(t.order_reference),
    uniqueIndex("sales_payment_session_idx").on(t.payment_session_id),
    // One order per checkout attempt, whatever races: the second insert of a key writes nothing (decision 045).
    uniqueIndex("sales_checkout_key_idx").on(t.checkout_key),
    // The drawer reads by campaign (docs/product.md#sales-drawer), the sales page by association
    // (docs/product.md#sales-page), newest first. NULLS FIRST is what a plain ORDER BY ... DESC means: with
    // drizzle's default (NULLS LAST) PostgreSQL sorts instead.
    index("sales_campaign_created_idx").on(t.campaign_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("sales_association_created_idx").on(t.association_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Totals (amount raised, cards, drawer and sales page summaries) read settled sales only: these partial
    // indexes carry the summed columns, so the sums are index-only scans however many orders there are.
    index("sales_campaign_settled_idx")
      .on(t.campaign_id, t.amount_total, t.bars_count, t.refunded_cents, t.refunded_bars)
      .where(sql`${t.status} in ('paid', 'complete', 'partially_refunded')`),
    index("sales_association_settled_idx")
      .on(t.association_id, t.amount_total, t.bars_count, t.refunded_cents, t.refunded_bars)
      .where(sql`${t.status} in ('paid', 'complete', 'partially_refunded')`),
    // The back-office's lists: every order newest first, and what is left to prepare.
    index("sales_created_idx").on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // 'Commandes' filtered by delivery mode, newest first; and searched by the start of a reference (LIKE 'BS-12%'
    // needs the pattern operator class to use an index).
    index("sales_delivery_created_idx").on(t.delivery_mode, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("sales_reference_prefix_idx").on(t.order_reference.op("text_pattern_ops")),
    index("sales_to_prepare_idx")
      .on(t.campaign_id, t.delivery_mode)
      .where(sql`${t.fulfilment_status} = 'to_prepare' and ${t.status} in ('paid', 'complete', 'partially_refunded')`),
    // Statements of the money not yet paid out ('Versements'): once the association is paid, an order leaves it.
    index("sales_unpaid_out_idx")
      .on(t.campaign_id)
      .where(sql`${t.payout_id} is null and ${t.status} in ('paid', 'complete', 'partially_refunded', 'refunded')`),
    index("sales_payout_idx").on(t.payout_id),
    index("sales_cancellation_payout_idx").on(t.cancellation_payout_id),
    // Paper orders cancelled after a payout counted them, half carried (money/order-money-sql.ts cancellationPending).
    index("sales_cancellation_pending_idx")
      .on(t.campaign_id)
      .where(sql`${t.status} = 'cancelled' and (${t.payout_id} is null) <> (${t.cancellation_payout_id} is null)`),
    // 'Commandes hors ligne', newest first, page after page: a campaign's paper orders without its card orders.
    index("sales_campaign_paper_created_idx")
      .on(t.campaign_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.payment_method} <> 'card'`),
    // The sellers' totals: a campaign's settled orders by seller, their figures in the index.
    index("sales_campaign_seller_idx")
      .on(t.campaign_id, t.seller_id, t.bars_count, t.refunded_bars, t.amount_total, t.refunded_cents)
      .where(sql`${t.status} in ('paid', 'complete', 'partially_refunded')`),
    // The sales lists count the orders waiting for payment apart ('dont n en attente'): from these, not from every
    // order of the association.
    index("sales_association_pending_idx")
      .on(t.association_id, t.campaign_id)
      .where(sql`${t.status} = 'pending'`),
    index("sales_campaign_pending_idx")
      .on(t.campaign_id)
      .where(sql`${t.status} = 'pending'`),
    // The few orders of a campaign that have refunds: statements and payouts read their refunds through these.
    index("sales_campaign_refunded_idx")
      .on(t.campaign_id)
      .where(sql`${t.refunded_cents} > 0`),
    // Statements and the balances due ('Versements'): every column of an order's money, so that a campaign's sums
    // read the index alone (decision 018).
    index("sales_money_idx")
      .on(t.campaign_id, t.payout_id, t.amount_total, t.delivery_fee, t.donation_cents, t.bars_count, t.fulfilled_at, t.paid_at)
      .where(sql`${t.status} in ('paid', 'complete', 'partially_refunded', 'refunded')`),
    check(
      "sales_amount_check",
      sql`${t.amount_total} >= 0 and ${t.delivery_fee} >= 0 and ${t.bars_count} >= 0 and ${t.donation_cents} >= 0`,
    ),
    check(
      "sales_refunded_check",
      sql`${t.refunded_cents} >= 0 and ${t.refunded_cents} <= round(${t.amount_total} * 100) and ${t.refunded_bars} >= 0 and ${t.refunded_bars} <= ${t.bars_count}`,
    ),
    check(
      "sales_status_check",
      sql`${t.status} in ('pending', 'paid', 'complete', 'failed', 'expired', 'partially_refunded', 'refunded', 'cancelled', 'awaiting_confirmation')`,
    ),
    check("sales_payment_method_check", sql`${t.payment_method} in ('card', 'cash', 'cheque')`),
    // The distribution list of a campaign: its pick-up orders, by buyer.
    index("sales_campaign_pickup_idx")
      .on(t.campaign_id, t.customer_name)
      .where(sql`${t.delivery_mode} = 'pickup'`),
    check(
      "sales_fulfilment_status_check",
      sql`${t.fulfilment_status} in ('to_prepare', 'shipped', 'delivered_to_association', 'handed_over', 'cancelled')`,
    ),
    check("sales_capacity_hold_check", sql`${t.capacity_hold} in ('held', 'sold', 'released')`),
    // The sweeper's look-up: the checkouts still holding bars, by the end of their hold.
    index("sales_held_until_idx")
      .on(t.held_until)
      .where(sql`${t.status} = 'pending' and ${t.capacity_hold} = 'held'`),
    check("sales_delivery_mode_check", sql`${t.delivery_mode} in ('pickup', 'home_delivery')`),
  ],
);

/**
 * The order a row belongs to: "cascade" where the row goes with it; "restrict" where the row is money (refunds), which
 * keeps the order from being deleted.
 */
export const saleReference = (onDelete: UpdateDeleteAction) => requiredUuidReference("sale_id", () => sales.id, onDelete);

/** Payment provider events already applied, so a redelivered event never counts a sale twice. */
export const processedPaymentEvents = pgTable("processed_payment_events", {
  event_id: text("event_id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  sale_id: uuid("sale_id").references(() => sales.id, { onDelete: "set null" }),
  processed_at: timestampTz("processed_at").notNull().defaultNow(),
});

/**
 * Every change of an order, on each of its axes (docs/product.md#order-history): who made it (a user, or the
 * payment provider's event), when and why. Histories and the audit log are reads of this table; nothing else keeps
 * a copy.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    ...idColumn,
    sale_id: saleReference("cascade"),
    axis: text("axis").notNull(),
    from_state: text("from_state"),
    to_state: text("to_state").notNull(),
    actor_user_id: userReference("actor_user_id"),
    payment_event_id: text("payment_event_id"),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    // The key a phone made when the volunteer tapped 'Remettre' (docs/product.md#distribution-day-without-network): a
    // hand-over sent again with it (a retry, a reload, a lost answer) is answered as the first one was.
    idempotency_key: uuid("idempotency_key"),
    ...createdAt,
  },
  (t) => [
    index("order_events_sale_idx").on(t.sale_id, t.created_at),
    index("order_events_actor_idx").on(t.actor_user_id, t.created_at),
    check("order_events_axis_check", sql`${t.axis} in ('payment', 'fulfilment', 'refund', 'correction')`),
  ],
);

/**
 * Money given back to a buyer (docs/product.md#refunds): a whole order, some lines, or an amount. A refund is
 * asked of the provider under its idempotency key, so a double click or a retry refunds once; one made in the
 * provider's dashboard arrives by webhook and is known by the provider's refund id.
 */
export const refunds = pgTable(
  "refunds",
  {
    ...idColumn,
    sale_id: saleReference("restrict"),
    amount_cents: integer("amount_cents").notNull(),
    bars: integer("bars").notNull().default(0),
    lines: jsonb("lines").$type<RefundedLine[]>().notNull().default([]),
    // What the refund takes from each part of the order and from the association's share, set when it succeeds
    // (orders/refund-attribution.ts): the statement adds these up (decision 018).
    bars_cents: integer("bars_cents").notNull().default(0),
    donation_cents: integer("donation_cents").notNull().default(0),
    delivery_cents: integer("delivery_cents").notNull().default(0),
    share_cents: integer("share_cents").notNull().default(0),
    // The payout that took this refund off what the association was paid; null until then.
    payout_id: uuid("payout_id").references(() => payouts.id, { onDelete: "restrict" }),
    reason: text("reason"),
    status: text("status").notNull().default("pending"),
    provider: text("provider").notNull(),
    provider_refund_id: text("provider_refund_id"),
    idempotency_key: text("idempotency_key").notNull(),
    created_by: userReference("created_by"),
    ...createdAt,
    settled_at: timestampTz("settled_at"),
  },
  (t) => [
    uniqueIndex("refunds_idempotency_key_idx").on(t.idempotency_key),
    uniqueIndex("refunds_provider_refund_idx").on(t.provider, t.provider_refund_id),
    index("refunds_sale_idx").on(t.sale_id, t.created_at),
    index("refunds_payout_idx").on(t.payout_id),
    check("refunds_amount_check", sql`${t.amount_cents} > 0 and ${t.bars} >= 0`),
    check(
      "refunds_attribution_check",
      sql`${t.bars_cents} >= 0 and ${t.donation_cents} >= 0 and ${t.delivery_cents} >= 0 and ${t.share_cents} >= 0`,
    ),
    check("refunds_status_check", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
