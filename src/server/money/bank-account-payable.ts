import { eq } from "drizzle-orm";
import { toSepaText } from "../../shared/bank-details-rules";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { associations, bankAccounts } from "../db/schema";
import { bankDetailsHeldUntil, type HoldClock } from "./bank-account-hold";
import { formatParisDate } from "../../shared/paris-time";

// What the payout batch asks of an association's bank details before it records a transfer to them
// (docs/product.md#bank-details): that there are some, that no admin confirmation is awaited, and that the holder
// can be written in the transfer file. The 'Versements' list shows the same reasons on each row.

/** Whether a name can go into a SEPA file as it is stored: details saved before the rule existed may not. */
export const holderFitsSepa = (holder: string) => {
  const { text, refused } = toSepaText(holder);
  return refused.length === 0 && text.length > 0;
};

/** The association's details, as a payout may record them now; refuses with the reason and the association's name. */
export async function payableBankAccount(db: Db, associationId: string, clock: HoldClock) {
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.association_id, associationId));
  if (!account) throw new AppError("BANK_DETAILS_MISSING");
  const heldUntil = bankDetailsHeldUntil(account, clock);
  const fits = holderFitsSepa(account.account_holder);
  if (!heldUntil && fits) return account;
  const [association] = await db.select({ name: associations.name }).from(associations).where(eq(associations.id, associationId));
  const name = association?.name ?? "cette association";
  if (heldUntil) {
    throw new AppError(
      "BANK_DETAILS_HELD",
      `Les coordonnées bancaires de ${name}, saisies le ${formatParisDate(account.updated_at)}, sont à vérifier : confirmez-les avant de lui faire un virement.`,
    );
  }
  throw new AppError(
    "BANK_HOLDER_NOT_SEPA",
    `Le titulaire du compte de ${name} n'est pas écrit en lettres latines : un virement SEPA ne peut pas le porter. Demandez-lui de corriger ses coordonnées bancaires.`,
  );
}
