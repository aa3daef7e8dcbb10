import { maskIban } from "../../shared/bank-details-rules";
import type { BankAccount, BankDetails } from "../../shared/bank-details";
import type { Db } from "../db/client";
import { bankAccounts } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { bankAccountChangedMail } from "./bank-account-mail";
import { actorName, findBankAccount, lockForBankChange, memberAddresses } from "./bank-account-queries";

// docs/product.md#bank-details: where an association's share of the sales is paid. Members read it masked; the
// whole IBAN leaves this module only through readBankAccount, for the payouts.

/** GET /api/associations/:id/bank-account: the details as members see them, or null while none are saved. */
export async function getBankAccount(db: Db, associationId: string): Promise<BankAccount | null> {
  const found = await findBankAccount(db, associationId);
  if (!found) return null;
  return {
    account_holder: found.account.account_holder,
    iban_masked: maskIban(found.account.iban),
    bic: found.account.bic,
    updated_at: found.account.updated_at.toISOString(),
    updated_by_name: found.updated_by_name,
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
 * PUT /api/associations/:id/bank-account: stores the details (already checked and normalised by the shared schema)
 * and, in the same transaction, queues the mail that tells every member. Saving the same details again changes
 * nothing and mails no one. Returns whether mail was queued, so that the route wakes the worker.
 */
export async function saveBankAccount(
  db: Db,
  options: { associationId: string; actor: { id: string; email: string }; details: BankDetails; contactUrl: string; now: Date },
): Promise<{ bankAccount: BankAccount; mailed: boolean }> {
  const { associationId, actor, details, now } = options;
  return db.transaction(async (tx) => {
    const { associationName, account } = await lockForBankChange(tx, associationId);
    const unchanged =
      account && account.account_holder === details.account_holder && account.iban === details.iban && account.bic === details.bic;
    if (!unchanged) {
      const row = { account_holder: details.account_holder, iban: details.iban, bic: details.bic, updated_by: actor.id, updated_at: now };
      await tx
        .insert(bankAccounts)
        .values({ association_id: associationId, ...row })
        .onConflictDoUpdate({ target: bankAccounts.association_id, set: row });
      const mail = bankAccountChangedMail({
        associationName,
        actorName: await actorName(tx, actor.id, actor.email),
        changedAt: now,
        accountHolder: details.account_holder,
        maskedIban: maskIban(details.iban),
        replaced: account !== null,
        contactUrl: options.contactUrl,
      });
      for (const to of await memberAddresses(tx, associationId)) await queueMail(tx, { to, ...mail });
    }
    const bankAccount = await getBankAccount(tx, associationId);
    if (!bankAccount) throw new Error(`bank account of ${associationId} missing right after its save`);
    return { bankAccount, mailed: !unchanged };
  });
}
