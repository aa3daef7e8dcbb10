// A campaign's statement ('Relevé', docs/product.md#money): what the association earned and was paid, as the
// server computes it from the orders, their refunds and the payouts (server/money/statement-queries.ts). The
// statement page, its CSV and its PDF all read this one shape. Amounts are integer cents.

/**
 * One line of the statement's movements: an order, a refund, a payout, or the cancellation of a paper order a payout
 * had counted. Signed: a refund, a payout or a cancellation is negative (a cancellation's due is what its order's was,
 * negated: positive when the association had been paid less for it).
 */
export type StatementMovement = {
  kind: "order" | "refund" | "payout" | "cancellation";
  /** ISO date-time: the payment of an order, the success of a refund, the creation of a payout. */
  date: string;
  /** The order's reference (orders and refunds), or the payout's bank reference (its id until it is paid). */
  reference: string;
  /** The buyer's name for orders and refunds; 'Versement' and its state for payouts. */
  label: string;
  /** What the buyer paid, or got back (negative); 0 for a payout. */
  amount_cents: number;
  bars_cents: number;
  share_cents: number;
  donation_cents: number;
  delivery_cents: number;
  /** What the association took itself: the whole of a paper order paid in cash or by cheque. */
  held_cents: number;
  /** What this line adds to the balance due: share + donation - held, negative for refunds and payouts. */
  due_cents: number;
  /** ISO date from which an order's (or refund's) part may be paid out; null while the order is still to prepare. */
  payable_from: string | null;
};

export type PayoutStatus = "generated" | "paid" | "cancelled";

export const payoutStatusLabels: Record<PayoutStatus, string> = {
  generated: "Virement en cours",
  paid: "Versé",
  cancelled: "Annulé",
};

export type StatementPayout = {
  id: string;
  amount_cents: number;
  status: PayoutStatus;
  created_at: string;
  /** ISO date (YYYY-MM-DD) the bank executed the transfer, once marked paid. */
  paid_on: string | null;
  bank_reference: string | null;
};

export type StatementTotals = {
  /** Orders counted: paid, even if refunded since. */
  orders: number;
  /** Bars paid for, gross, and what refunds took back from them. */
  bar_sales_cents: number;
  bar_refunds_cents: number;
  /** The association's 20 % of the bars, less what refunds took from it. */
  share_cents: number;
  /** Donations ('Faire un don', 100 % to the association), less refunded donations. */
  donations_cents: number;
  /** Delivery fees (kept by the workshop), less refunded fees: shown, never owed to the association. */
  delivery_fees_cents: number;
  /** Everything given back to buyers. */
  refunds_cents: number;
  /** Paper orders' cash and cheques, which the association collected itself (docs/product.md#paper-orders). */
  held_by_association_cents: number;
  /** Payouts the bank executed, and those sent but not yet marked paid. */
  paid_out_cents: number;
  in_transfer_cents: number;
  /** share + donations - held by the association - payouts (paid or in transfer). */
  balance_cents: number;
  /** The part of the balance whose orders are past their refund window: what the next payout can send. */
  payable_cents: number;
};

export type CampaignStatement = {
  campaign: { id: string; name: string; slug: string; message: string | null };
  association: { id: string; name: string };
  /** When the server computed it (ISO). */
  computed_at: string;
  /** The refund window: an order's part becomes payable this many days after delivery (PAYOUT_DELAY_DAYS). */
  payout_delay_days: number;
  totals: StatementTotals;
  /** The next day a part not yet payable becomes payable (the earliest payable_from still ahead); null when no
   * delivered order waits for its refund window. */
  next_payable_on: string | null;
  /** Paid orders still to prepare: their part becomes payable 14 days after they are shipped or delivered. */
  orders_to_prepare: number;
  payouts: StatementPayout[];
  /** What paper orders do to the association's money (docs/product.md#statement). */
  paper_orders: StatementPaperOrders;
};

type PaperOrderCount = { count: number; held_cents: number };

/**
 * The paper orders of a campaign as the treasurer reads them before a payout: the cash and cheques the association
 * holds, what those no payout has counted yet take off (or add to) the next payout, the cancellations a payout has
 * still to carry, and the orders that count nowhere until a manager confirms them.
 */
export type StatementPaperOrders = {
  cash: PaperOrderCount;
  cheque: PaperOrderCount;
  /** Paper orders no payout has counted yet: their money held, and their due (share + donation - held: usually
   * negative, the workshop's part of the bars the association keeps). */
  next_payout: PaperOrderCount & { due_cents: number };
  /** Paper orders cancelled after a payout counted them: what the next payout gives back (or takes back). */
  cancelled_after_payout: { count: number; due_cents: number };
  awaiting_confirmation: { count: number; amount_cents: number };
};
