import { and, eq, isNull, sql } from "drizzle-orm";
import { maskIban } from "../../shared/bank-details-rules";
import type { BankAccount, BankDetails } from "../../shared/bank-details";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { bankAccountEvents, bankAccounts } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { bankDetailsHeldUntil, type HoldClock } from "./bank-account-hold";
import { bankAccountChangedMail } from "./bank-account-mail";
import { actorName, findBankAccount, lockForBankChange, memberAddresses } from "./bank-account-queries";

// docs/product.md#bank-details: where an association's share of the sales is paid. Members read it masked; the
// whole IBAN leaves this module only through readBankAccount, for the payouts.

/** GET /api/associations/:id/bank-account: the details as members see them, or null while none are saved. */
export async function getBankAccount(
  db: Db,
  { associationId, clock }: { associationId: string; clock: HoldClock },
): Promise<BankAccount | null> {
  const found = await findBankAccount(db, associationId);
  if (!found) return null;
  const heldUntil = bankDetailsHeldUntil(found.account, clock);
  return {
    account_holder: found.account.account_holder,
    iban_masked: maskIban(found.account.iban),
    bic: found.account.bic,
    updated_at: found.account.updated_at.toISOString(),
    updated_by_name: found.updated_by_name,
    held_until: heldUntil?.toISOString() ?? null,
  };
}

/** The whole details, for the payouts' transfer file: server-side only, never sent to a browser. */
export async function readBankAccount(
  db: Db,
  associationId: string,
): Promise<{ account_holder: string; iban: string; bic: string } | null> {
  const found = await findBankAccount(db, associationId);
  if (!found) return null;
  const { account_holder, iban, bic } = found.account;
  return { account_holder, iban, bic };
}

/**
 * PUT /api/associations/:id/bank-account: stores the details (already checked and normalised by the shared schema,
 * the password already checked by the route) and, in the same transaction, writes their history row and queues the
 * mail that tells every member. New details wait for an admin's confirmation (bank-account-hold.ts). Saving the
 * same details again changes nothing and mails no one. Returns whether mail was queued, so that the route wakes the
 * worker.
 */
export async function saveBankAccount(
  db: Db,
  options: { associationId: string; actor: { id: string; email: string }; details: BankDetails; contactUrl: string; clock: HoldClock },
): Promise<{ bankAccount: BankAccount; mailed: boolean }> {
  const { associationId, actor, clock } = options;
  const { account_holder, iban, bic } = options.details;
  const now = clock.now;
  return db.transaction(async (tx) => {
    const { associationName, account } = await lockForBankChange(tx, associationId);
    const unchanged = account && account.account_holder === account_holder && account.iban === iban && account.bic === bic;
    if (!unchanged) {
      const row = { account_holder, iban, bic, updated_by: actor.id, updated_at: now, confirmed_at: null, confirmed_by: null };
      await tx
        .insert(bankAccounts)
        .values({ association_id: associationId, ...row })
        .onConflictDoUpdate({ target: bankAccounts.association_id, set: row });
      await tx
        .insert(bankAccountEvents)
        .values({ association_id: associationId, kind: "saved", account_holder, iban, bic, actor_user_id: actor.id, created_at: now });
      const mail = bankAccountChangedMail({
        associationName,
        actorName: await actorName(tx, { userId: actor.id, email: actor.email }),
        changedAt: now,
        accountHolder: account_holder,
        maskedIban: maskIban(iban),
        replaced: account !== null,
        contactUrl: options.contactUrl,
      });
      for (const to of await memberAddresses(tx, associationId)) await queueMail(tx, { to, ...mail });
    }
    const bankAccount = await getBankAccount(tx, { associationId, clock });
    if (!bankAccount) throw new Error(`bank account of ${associationId} missing right after its save`);
    return { bankAccount, mailed: !unchanged };
  });
}

/**
 * 'Confirmer les coordonnées' (docs/product.md#bank-details): the one function by which an admin releases new
 * details for payouts. It confirms the details the admin was shown (`seenUpdatedAt`, their save time to the
 * millisecond): if they changed since, it refuses instead of confirming details nobody checked. One conditional
 * UPDATE, so that a double click or two admins at once confirm once, with one history row; asked again, it changes
 * nothing (`changed: false`).
 */
export async function confirmBankAccount(
  db: Db,
  options: { associationId: string; seenUpdatedAt: Date; actorUserId: string; now: Date },
): Promise<{ confirmedAt: Date; changed: boolean }> {
  const { associationId, now } = options;
  return db.transaction(async (tx) => {
    const seen = sql`date_trunc('milliseconds', ${bankAccounts.updated_at}) = ${options.seenUpdatedAt.toISOString()}::timestamptz`;
    const [confirmed] = await tx
      .update(bankAccounts)
      .set({ confirmed_at: now, confirmed_by: options.actorUserId })
      .where(and(eq(bankAccounts.association_id, associationId), isNull(bankAccounts.confirmed_at), seen))
      .returning();
    if (confirmed) {
      const { account_holder, iban, bic } = confirmed;
      await tx.insert(bankAccountEvents).values({
        association_id: associationId,
        kind: "confirmed",
        account_holder,
        iban,
        bic,
        actor_user_id: options.actorUserId,
        created_at: now,
      });
      return { confirmedAt: now, changed: true };
    }
    const [current] = await tx
      .select({ confirmed_at: bankAccounts.confirmed_at, seen: sql<boolean>`${seen}` })
      .from(bankAccounts)
      .where(eq(bankAccounts.association_id, associationId));
    if (!current) throw new AppError("BANK_DETAILS_MISSING");
    if (!current.seen || !current.confirmed_at) throw new AppError("BANK_DETAILS_CHANGED");
    return { confirmedAt: current.confirmed_at, changed: false };
  });
}
