import { AppError } from "../../shared/errors";
import type { AdminPayout, PayoutBatch, PayoutDue } from "../../shared/money-responses";
import type { GeneratePayoutsRequest } from "../../shared/payouts";
import { maskIban } from "../../shared/bank-details-rules";
import type { PayoutAccount } from "../config";
import type { Db } from "../db/client";
import type { campaigns } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { renderer } from "../lib/renderer";
import { findCampaignById } from "../campaigns/queries";
import type { MoneyClock } from "./order-money-sql";
import { bankDetailsHeldUntil, type HoldClock } from "./bank-account-hold";
import { holderFitsSepa } from "./bank-account-payable";
import { payoutPaidMail } from "./payout-mail";
import {
  listPayouts,
  listPayoutsDue,
  moneyRecipients,
  payoutEventsOf,
  payoutsById,
  type PayoutEventRow,
  type PayoutRow,
} from "./payout-queries";
import { generatePayoutBatch, movePayout, type PayoutMove } from "./payout-transition";
import { sepaCreditTransferXml } from "./sepa-credit-transfer";
import { readCampaignStatement, readStatementMovements } from "./statement";
import { statementCsv } from "./statement-csv";
import { payoutBatches, payouts } from "../db/schema";
import { eq } from "drizzle-orm";
import { parisCalendarDay } from "../../shared/paris-time";

// The association's money (docs/product.md#money): statements for its members and the administrator, and the
// payouts the administrator makes. Routes call these; the arithmetic lives in order-money-sql.ts.

export { readCampaignStatement, readStatementMovements } from "./statement";
export { statementTotals } from "./statement-queries";
export type { MoneyClock } from "./order-money-sql";

type CampaignRow = typeof campaigns.$inferSelect;

/** The statement's movements as a CSV for French Excel, with its file name. */
export async function statementCsvFile(db: Db, { campaign, clock }: { campaign: CampaignRow; clock: MoneyClock }) {
  return {
    filename: `releve-${campaign.public_slug}-${parisCalendarDay(clock.now)}.csv`,
    body: statementCsv(await readStatementMovements(db, { campaignId: campaign.id, delayDays: clock.delayDays }), clock.now),
  };
}

/** The statement as a PDF, with its file name. */
export async function statementPdfFile(db: Db, { campaign, clock }: { campaign: CampaignRow; clock: MoneyClock }) {
  const [statement, movements] = await Promise.all([
    readCampaignStatement(db, { campaign, clock }),
    readStatementMovements(db, { campaignId: campaign.id, delayDays: clock.delayDays }),
  ]);
  return {
    filename: `releve-${campaign.public_slug}-${parisCalendarDay(clock.now)}.pdf`,
    body: await renderer.run("statement", statement, movements),
  };
}

/** 'Soldes à verser', each association's account with what 'Versements' needs to say about it. */
export async function payoutsDuePage(db: Db, options: { limit: number; cursor?: string; bankDetailsHoldDays: number } & MoneyClock) {
  const { rows, next_cursor } = await listPayoutsDue(db, options);
  const hold = { now: options.now, holdDays: options.bankDetailsHoldDays };
  const campaigns: PayoutDue[] = rows.map((row) => ({
    campaign_id: row.campaign_id,
    campaign_name: row.campaign_name,
    campaign_slug: row.campaign_slug,
    association_id: row.association_id,
    association_name: row.association_name,
    balance_cents: row.balance_cents,
    payable_cents: row.payable_cents,
    next_payable_on: row.next_payable_on,
    bank_account:
      row.account_holder && row.iban && row.bic && row.bank_updated_at
        ? payee({ ...row, account_holder: row.account_holder, iban: row.iban, bic: row.bic, bank_updated_at: row.bank_updated_at }, hold)
        : null,
  }));
  return { campaigns, next_cursor };
}

function payee(
  row: { account_holder: string; iban: string; bic: string; bank_updated_at: Date | string; bank_confirmed_at: Date | string | null },
  hold: HoldClock,
) {
  const updatedAt = new Date(row.bank_updated_at);
  const heldUntil = bankDetailsHeldUntil(
    { updated_at: updatedAt, confirmed_at: row.bank_confirmed_at === null ? null : new Date(row.bank_confirmed_at) },
    hold,
  );
  return {
    account_holder: row.account_holder,
    iban_masked: maskIban(row.iban),
    bic: row.bic,
    updated_at: updatedAt.toISOString(),
    held_until: heldUntil?.toISOString() ?? null,
    holder_fits_sepa: holderFitsSepa(row.account_holder),
  };
}

function toAdminPayout(row: PayoutRow, events: PayoutEventRow[]): AdminPayout {
  return {
    id: row.id,
    batch_id: row.batch_id,
    campaign_id: row.campaign_id,
    campaign_slug: row.campaign_slug,
    association_name: row.association_name,
    amount_cents: Number(row.amount_cents),
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    paid_on: row.paid_on,
    bank_reference: row.bank_reference,
    creditor_name: row.creditor_name,
    creditor_iban_masked: maskIban(row.creditor_iban),
    events: events
      .filter((event) => event.payout_id === row.id)
      .map((event) => ({
        from_state: event.from_state,
        to_state: event.to_state,
        at: new Date(event.created_at).toISOString(),
        actor_email: event.actor_email,
        reason: event.reason,
      })),
  };
}

async function adminPayouts(db: Db, rows: PayoutRow[]): Promise<AdminPayout[]> {
  const events = await payoutEventsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminPayout(row, events));
}

export async function payoutsPage(db: Db, options: { limit: number; cursor?: string }) {
  const { rows, next_cursor } = await listPayouts(db, options);
  return { payouts: await adminPayouts(db, rows), next_cursor };
}

export async function generatePayouts(
  db: Db,
  options: { request: GeneratePayoutsRequest; actorUserId: string; debtor: PayoutAccount; clock: MoneyClock; bankDetailsHoldDays: number },
): Promise<{ batch: PayoutBatch; created: boolean }> {
  const made = await generatePayoutBatch(db, options);
  const rows = await payoutsById(
    db,
    made.payouts.map((payout) => payout.id),
  );
  const list = await adminPayouts(db, rows);
  return {
    created: made.created,
    batch: {
      id: made.batch.id,
      message_id: made.batch.message_id,
      created_at: made.batch.created_at.toISOString(),
      execution_date: made.batch.execution_date,
      total_cents: list.reduce((sum, payout) => sum + payout.amount_cents, 0),
      payouts: list,
    },
  };
}

/** The batch's transfer file, rebuilt from what was recorded when it was made: the same bytes at every download. */
export async function payoutBatchFile(db: Db, batchId: string) {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!batch) throw new AppError("PAYOUT_NOT_FOUND");
  const rows = await db.select().from(payouts).where(eq(payouts.batch_id, batch.id)).orderBy(payouts.id);
  // A payout recorded before the holder's name was checked (docs/product.md#bank-details) can't be written: the
  // admin is told which, instead of a file the bank would refuse whole.
  const unwritable = rows.find((row) => !holderFitsSepa(row.creditor_name));
  if (unwritable) {
    const [named] = await payoutsById(db, [unwritable.id]);
    throw new AppError(
      "BANK_HOLDER_NOT_SEPA",
      `Le versement à ${named?.association_name ?? "une association"} porte un titulaire qui n'est pas écrit en lettres latines : annulez-le, faites corriger ses coordonnées bancaires, puis générez un nouveau fichier.`,
    );
  }
  const slugs = new Map<string, string>();
  for (const row of rows) slugs.set(row.campaign_id, (await findCampaignById(db, row.campaign_id))?.public_slug ?? "");
  const xml = sepaCreditTransferXml({
    messageId: batch.message_id,
    createdAt: batch.created_at,
    executionDate: batch.execution_date,
    debtor: { name: batch.debtor_name, iban: batch.debtor_iban, bic: batch.debtor_bic },
    transfers: rows.map((row) => ({
      endToEndId: row.id.replace(/-/g, ""),
      amountCents: row.amount_cents,
      creditor: { name: row.creditor_name, iban: row.creditor_iban, bic: row.creditor_bic },
      remittance: `Boutique Solidaire - part des ventes - campagne ${slugs.get(row.campaign_id)}`,
    })),
  });
  return { filename: `virements-${batch.message_id}.xml`, body: xml };
}

/**
 * 'Marquer versé' and 'Annuler' (docs/product.md#payouts). Marked paid, the association's money roles and contact
 * address get the mail with the statement as a PDF, queued in the transaction of the step; asked twice, nothing is
 * sent twice.
 */
export async function movePayoutAndTell(
  db: Db,
  options: { payoutId: string; move: PayoutMove; actorUserId: string; publicUrl: string; clock: MoneyClock },
): Promise<{ payout: AdminPayout; mailQueued: boolean }> {
  const { clock } = options;
  const now = clock.now;
  let mailQueued = false;
  const { payout } = await movePayout(db, {
    ...options,
    now,
    onMoved: async (tx, moved) => {
      if (moved.status !== "paid" || !moved.paid_on || !moved.bank_reference) return;
      const campaign = await findCampaignById(tx, moved.campaign_id);
      if (!campaign) return;
      const [statement, movements] = await Promise.all([
        readCampaignStatement(tx, { campaign, clock }),
        readStatementMovements(tx, { campaignId: campaign.id, delayDays: clock.delayDays }),
      ]);
      const mail = payoutPaidMail(
        {
          amount_cents: moved.amount_cents,
          paid_on: moved.paid_on,
          bank_reference: moved.bank_reference,
          creditor_iban_masked: maskIban(moved.creditor_iban),
        },
        statement,
        options.publicUrl,
      );
      const pdf = await renderer.run("statement", statement, movements);
      const attachments = [
        { filename: `releve-${campaign.public_slug}.pdf`, content_type: "application/pdf", content: pdf.toString("base64") },
      ];
      for (const to of await moneyRecipients(tx, moved.association_id)) await queueMail(tx, { to, ...mail, attachments });
      mailQueued = true;
    },
  });
  const [row] = await payoutsById(db, [payout.id]);
  const [adminPayout] = await adminPayouts(db, [row]);
  return { payout: adminPayout, mailQueued };
}
