import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestamps, timestampTz, updatedAt } from "./columns";
import { userReference } from "./auth";
import { associations, associationReference } from "./accounts";
import { campaignReference } from "./campaigns";

// The association's money (docs/product.md#money, decision 018). What an association is owed is never stored: the
// statement adds up its orders and refunds in SQL. What is stored here is what happened outside the orders: the
// account it is paid to, and each payout.

/** Where an association is paid: one account per association, changed by a member who may manage bank details. */
export const bankAccounts = pgTable("bank_accounts", {
  association_id: uuid("association_id")
    .primaryKey()
    .references(() => associations.id, { onDelete: "cascade" }),
  account_holder: text("account_holder").notNull(),
  // Stored electronic format (no spaces, upper case), checked by shared/bank-details.ts before it gets here.
  iban: text("iban").notNull(),
  bic: text("bic").notNull(),
  updated_by: userReference("updated_by"),
  ...updatedAt,
  // docs/product.md#bank-details: details saved less than BANK_DETAILS_HOLD_DAYS ago are paid only once an admin has
  // confirmed them. A save that changes anything clears both.
  confirmed_at: timestampTz("confirmed_at"),
  confirmed_by: userReference("confirmed_by"),
});

/**
 * The history of an association's bank details: each save that changed them ('saved', with the account as saved)
 * and each admin's confirmation ('confirmed', with the account confirmed). Kept when the details change again, so
 * that where the money was sent, who set it and who checked it can always be told.
 */
export const bankAccountEvents = pgTable(
  "bank_account_events",
  {
    ...idColumn,
    association_id: associationReference("cascade"),
    kind: text("kind").notNull(),
    account_holder: text("account_holder").notNull(),
    iban: text("iban").notNull(),
    bic: text("bic").notNull(),
    actor_user_id: userReference("actor_user_id"),
    ...createdAt,
  },
  (t) => [
    index("bank_account_events_association_idx").on(t.association_id, t.created_at),
    check("bank_account_events_kind_check", sql`${t.kind} in ('saved', 'confirmed')`),
  ],
);

/**
 * One SEPA credit transfer file: the payouts the administrator selected together. The file is rebuilt from these
 * rows whenever it is downloaded (message id and creation time stay the ones recorded here), never stored.
 */
export const payoutBatches = pgTable("payout_batches", {
  ...idColumn,
  // The file's MsgId: 35 characters at most, unique for the debtor's bank.
  message_id: text("message_id").notNull().unique(),
  // One per opening of the administrator's 'Générer le virement' dialog: a double click or a retry gets the same
  // file back instead of an error or a second batch.
  idempotency_key: text("idempotency_key").notNull().unique(),
  // The day the bank is asked to execute the transfers (the file's ReqdExctnDt).
  execution_date: date("execution_date", { mode: "string" }).notNull(),
  // The workshop's account the money leaves from, as configured when the file was made.
  debtor_name: text("debtor_name").notNull(),
  debtor_iban: text("debtor_iban").notNull(),
  debtor_bic: text("debtor_bic").notNull(),
  created_by: userReference("created_by"),
  ...createdAt,
});

/**
 * Money sent to an association for one campaign. It covers exactly the orders and refunds whose `payout_id` names it
 * (sales, refunds), so its amount is their sum and none of them can be paid twice. One-way: generated -> paid, or
 * generated -> cancelled (the bank refused the transfer), which uncovers them. Each step is a payout_events row.
 */
export const payouts = pgTable(
  "payouts",
  {
    ...idColumn,
    batch_id: uuid("batch_id")
      .notNull()
      .references(() => payoutBatches.id, { onDelete: "restrict" }),
    association_id: associationReference("restrict"),
    campaign_id: campaignReference("restrict"),
    amount_cents: integer("amount_cents").notNull(),
    status: text("status").notNull().default("generated"),
    // The account paid, as it was when the file was made: a later change of bank details doesn't rewrite history.
    creditor_name: text("creditor_name").notNull(),
    creditor_iban: text("creditor_iban").notNull(),
    creditor_bic: text("creditor_bic").notNull(),
    // Filled when the administrator marks it paid: the day the bank executed it and the bank's reference.
    paid_on: date("paid_on", { mode: "string" }),
    bank_reference: text("bank_reference"),
    ...timestamps,
  },
  (t) => [
    index("payouts_campaign_idx").on(t.campaign_id, t.created_at),
    index("payouts_batch_idx").on(t.batch_id),
    // 'Versements effectués', newest first by keyset.
    index("payouts_created_idx").on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("payouts_amount_check", sql`${t.amount_cents} > 0`),
    check("payouts_status_check", sql`${t.status} in ('generated', 'paid', 'cancelled')`),
  ],
);

/** Every step of a payout: who, when, why (a cancellation's reason, a payment's bank reference). */
export const payoutEvents = pgTable(
  "payout_events",
  {
    ...idColumn,
    payout_id: uuid("payout_id")
      .notNull()
      .references(() => payouts.id, { onDelete: "cascade" }),
    from_state: text("from_state"),
    to_state: text("to_state").notNull(),
    actor_user_id: userReference("actor_user_id"),
    reason: text("reason"),
    ...createdAt,
  },
  (t) => [index("payout_events_payout_idx").on(t.payout_id, t.created_at)],
);
