import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { buyerEmailConfirmations, campaigns, sales } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { buyerEmailConfirmationMail } from "./confirmation-mail";
import { normalisedEmail } from "./consent";
import {
  CONFIRMATION_LIFETIME_DAYS,
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  CONFIRMATIONS_PER_CAMPAIGN_PER_DAY,
  confirmationPath,
} from "./rules";

// docs/product.md#buyer-addresses. An address typed on a paper order gets one neutral confirmation mail, written by
// the shop, with a single-use link (random, 32 bytes; only its SHA-256 is kept; valid CONFIRMATION_LIFETIME_DAYS).
// Following it confirms the address for every paper order of that campaign that carries it. Nothing else is mailed
// to it before. The mails are limited so that recording orders can't flood an address either.
// A stored random token, as invitations have (decision 015), rather than a signed link like the receipts' (decision
// 022): this link must work once and expire, and its row, with when it was followed, is the record of the consent.

const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** What became of an order's address: already confirmed, a link sent now or earlier, or no mail (limits). */
export type ConfirmationOutcome = "none" | "confirmed" | "sent" | "pending" | "limited";

type SaleForConfirmation = {
  id: string;
  campaign_id: string;
  order_reference: string;
  customer_name: string | null;
  customer_email: string | null;
  payment_method: string;
  buyer_email_confirmed_at: Date | null;
};

/**
 * Called in the transaction that records a paper order or changes its address. An address confirmed already for the
 * campaign confirms this order at once; one with a link still valid waits for it; otherwise one mail, within the
 * limits (per address, per campaign, counted under a lock on both so that simultaneous orders can't pass them).
 */
export async function requestBuyerEmailConfirmation(
  tx: Db,
  options: { sale: SaleForConfirmation; associationName: string; publicUrl: string; now: Date },
): Promise<ConfirmationOutcome> {
  const { sale, now } = options;
  if (sale.payment_method === "card" || !sale.customer_email?.trim()) return "none";
  if (sale.buyer_email_confirmed_at) return "confirmed";
  const email = normalisedEmail(sale.customer_email);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('buyer-email-campaign'), hashtext(${sale.campaign_id}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('buyer-email-address'), hashtext(${email}))`);

  const forAddress = and(eq(buyerEmailConfirmations.campaign_id, sale.campaign_id), eq(buyerEmailConfirmations.email, email));
  const [confirmed] = await tx
    .select({ at: buyerEmailConfirmations.confirmed_at })
    .from(buyerEmailConfirmations)
    .where(and(forAddress, isNotNull(buyerEmailConfirmations.confirmed_at)))
    .limit(1);
  if (confirmed) {
    await tx.update(sales).set({ buyer_email_confirmed_at: now }).where(eq(sales.id, sale.id));
    return "confirmed";
  }
  const [pending] = await tx
    .select({ id: buyerEmailConfirmations.id })
    .from(buyerEmailConfirmations)
    .where(and(forAddress, gt(buyerEmailConfirmations.expires_at, now)))
    .limit(1);
  if (pending) return "pending";

  const since = new Date(now.getTime() - DAY_MS);
  const [counts] = await tx
    .select({
      address: sql<number>`(count(*) filter (where ${buyerEmailConfirmations.email} = ${email}))::int`,
      campaign: sql<number>`(count(*) filter (where ${buyerEmailConfirmations.campaign_id} = ${sale.campaign_id}))::int`,
    })
    .from(buyerEmailConfirmations)
    .where(
      and(
        gt(buyerEmailConfirmations.created_at, since),
        sql`(${buyerEmailConfirmations.email} = ${email} or ${buyerEmailConfirmations.campaign_id} = ${sale.campaign_id})`,
      ),
    );
  if ((counts?.address ?? 0) >= CONFIRMATIONS_PER_ADDRESS_PER_DAY || (counts?.campaign ?? 0) >= CONFIRMATIONS_PER_CAMPAIGN_PER_DAY) {
    return "limited";
  }

  const token = randomBytes(32).toString("base64url");
  await tx.insert(buyerEmailConfirmations).values({
    campaign_id: sale.campaign_id,
    sale_id: sale.id,
    email,
    token_hash: hashOf(token),
    created_at: now,
    expires_at: new Date(now.getTime() + CONFIRMATION_LIFETIME_DAYS * DAY_MS),
  });
  const mail = buyerEmailConfirmationMail({
    associationName: options.associationName,
    buyerName: sale.customer_name,
    reference: sale.order_reference,
    confirmUrl: `${options.publicUrl}${confirmationPath(token)}`,
  });
  await queueMail(tx, { to: sale.customer_email.trim(), ...mail });
  return "sent";
}

/** A link as its page shows it: waiting for the click, done, or no longer valid (unknown and expired alike). */
export type ConfirmationState = { state: "invalid" } | { state: "pending" | "confirmed"; associationName: string; reference: string };

export async function readConfirmation(db: Db, token: string, now: Date): Promise<ConfirmationState> {
  const [row] = await db
    .select({
      expires_at: buyerEmailConfirmations.expires_at,
      confirmed_at: buyerEmailConfirmations.confirmed_at,
      associationName: campaigns.association_name,
      reference: sales.order_reference,
    })
    .from(buyerEmailConfirmations)
    .innerJoin(campaigns, eq(campaigns.id, buyerEmailConfirmations.campaign_id))
    .innerJoin(sales, eq(sales.id, buyerEmailConfirmations.sale_id))
    .where(eq(buyerEmailConfirmations.token_hash, hashOf(token)));
  if (!row) return { state: "invalid" };
  if (row.confirmed_at) return { state: "confirmed", associationName: row.associationName, reference: row.reference };
  if (row.expires_at <= now) return { state: "invalid" };
  return { state: "pending", associationName: row.associationName, reference: row.reference };
}

/**
 * The page's button: confirms the address once (a conditional update, so a double click confirms once), and with it
 * every paper order of the campaign carrying that address. False for an unknown or expired link; true again for one
 * already followed (its page then says the address is confirmed).
 */
export async function confirmBuyerEmail(db: Db, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(buyerEmailConfirmations)
      .set({ confirmed_at: now })
      .where(
        and(
          eq(buyerEmailConfirmations.token_hash, hashOf(token)),
          isNull(buyerEmailConfirmations.confirmed_at),
          gt(buyerEmailConfirmations.expires_at, now),
        ),
      )
      .returning({ campaign_id: buyerEmailConfirmations.campaign_id, email: buyerEmailConfirmations.email });
    if (!row) return (await readConfirmation(tx, token, now)).state === "confirmed";
    await tx
      .update(sales)
      .set({ buyer_email_confirmed_at: now })
      .where(
        and(
          eq(sales.campaign_id, row.campaign_id),
          sql`lower(trim(${sales.customer_email})) = ${row.email}`,
          ne(sales.payment_method, "card"),
          isNull(sales.buyer_email_confirmed_at),
        ),
      );
    return true;
  });
}
