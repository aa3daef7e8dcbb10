import { z } from "zod";
import type { CampaignStatement, StatementMovement } from "./statement";

// The answers about an association's money (docs/product.md#money). Amounts in integer cents.

const timestamp = z.iso.datetime();
const cents = z.number().int();
const payoutStatus = z.enum(["generated", "paid", "cancelled"]);

export const statementPayoutSchema = z.object({
  id: z.string(),
  amount_cents: cents,
  status: payoutStatus,
  created_at: timestamp,
  paid_on: z.string().nullable(),
  bank_reference: z.string().nullable(),
});

/** GET /api/campaigns/:id/statement and GET /api/admin/campaigns/:id/statement. */
export const campaignStatementSchema = z
  .object({
    campaign: z.object({ id: z.string(), name: z.string(), slug: z.string(), message: z.string().nullable() }),
    association: z.object({ id: z.string(), name: z.string() }),
    computed_at: timestamp,
    payout_delay_days: z.number().int(),
    totals: z.object({
      orders: z.number().int(),
      bar_sales_cents: cents,
      bar_refunds_cents: cents,
      share_cents: cents,
      donations_cents: cents,
      delivery_fees_cents: cents,
      refunds_cents: cents,
      held_by_association_cents: cents,
      paid_out_cents: cents,
      in_transfer_cents: cents,
      balance_cents: cents,
      payable_cents: cents,
    }),
    next_payable_on: timestamp.nullable(),
    orders_to_prepare: z.number().int(),
    payouts: z.array(statementPayoutSchema),
    paper_orders: z.object({
      cash: z.object({ count: z.number().int(), held_cents: cents }),
      cheque: z.object({ count: z.number().int(), held_cents: cents }),
      next_payout: z.object({ count: z.number().int(), held_cents: cents, due_cents: cents }),
      cancelled_after_payout: z.object({ count: z.number().int(), due_cents: cents }),
      awaiting_confirmation: z.object({ count: z.number().int(), amount_cents: cents }),
    }),
  })
  .meta({ id: "CampaignStatement" }) satisfies z.ZodType<CampaignStatement>;

export const statementMovementSchema = z.object({
  kind: z.enum(["order", "refund", "payout", "cancellation"]),
  date: timestamp,
  reference: z.string(),
  label: z.string(),
  amount_cents: cents,
  bars_cents: cents,
  share_cents: cents,
  donation_cents: cents,
  delivery_cents: cents,
  held_cents: cents,
  due_cents: cents,
  payable_from: timestamp.nullable(),
}) satisfies z.ZodType<StatementMovement>;

/**
 * The bank account a payout would go to, as the administrator sees it: the IBAN masked, when the details were saved,
 * until when they wait for an admin's confirmation (null: payable now), and whether the holder can be written in a
 * SEPA file (docs/product.md#bank-details).
 */
const payeeSchema = z.object({
  account_holder: z.string(),
  iban_masked: z.string(),
  bic: z.string(),
  updated_at: timestamp,
  held_until: timestamp.nullable(),
  holder_fits_sepa: z.boolean(),
});

/** A row of 'Versements' > 'Soldes à verser': a campaign whose association is owed money. */
export const payoutDueSchema = z
  .object({
    campaign_id: z.string(),
    campaign_name: z.string(),
    campaign_slug: z.string(),
    association_id: z.string(),
    association_name: z.string(),
    balance_cents: cents,
    payable_cents: cents,
    next_payable_on: timestamp.nullable(),
    bank_account: payeeSchema.nullable(),
  })
  .meta({ id: "PayoutDue" });
export type PayoutDue = z.infer<typeof payoutDueSchema>;

export const payoutsDuePageSchema = z.object({ campaigns: z.array(payoutDueSchema), next_cursor: z.string().nullable() });
export type PayoutsDuePage = z.infer<typeof payoutsDuePageSchema>;

export const payoutEventSchema = z.object({
  from_state: z.string().nullable(),
  to_state: z.string(),
  at: timestamp,
  actor_email: z.string().nullable(),
  reason: z.string().nullable(),
});

/** A payout as the back-office lists it, with its history. */
export const adminPayoutSchema = z
  .object({
    id: z.string(),
    batch_id: z.string(),
    campaign_id: z.string(),
    campaign_slug: z.string(),
    association_name: z.string(),
    amount_cents: cents,
    status: payoutStatus,
    created_at: timestamp,
    paid_on: z.string().nullable(),
    bank_reference: z.string().nullable(),
    creditor_name: z.string(),
    creditor_iban_masked: z.string(),
    events: z.array(payoutEventSchema),
  })
  .meta({ id: "AdminPayout" });
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminPayoutsPageSchema = z.object({ payouts: z.array(adminPayoutSchema), next_cursor: z.string().nullable() });
export type AdminPayoutsPage = z.infer<typeof adminPayoutsPageSchema>;

/** POST /api/admin/payout-batches: the file made, and the payouts it carries. */
export const payoutBatchSchema = z
  .object({
    id: z.string(),
    message_id: z.string(),
    created_at: timestamp,
    execution_date: z.string(),
    total_cents: cents,
    payouts: z.array(adminPayoutSchema),
  })
  .meta({ id: "PayoutBatch" });
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;
