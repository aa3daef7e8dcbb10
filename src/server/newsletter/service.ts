import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { newsletterAlreadySubscribedMail, newsletterConfirmMail } from "./mails";

const newToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A confirmed subscriber keeps its value; any other row takes the new one. */
const unlessConfirmed = (column: AnyPgColumn, value: string) =>
  sql`case when ${newsletterSubscribers.status} = 'confirmed' then ${column} else ${value} end`;

/**
 * Double opt-in: a subscription counts only once its confirmation link has been followed. A new, pending or
 * unsubscribed address gets a fresh confirmation mail (only the newest link works); a confirmed one keeps its
 * subscription and links and gets a short "already subscribed" mail. Every state runs the same work (one
 * insert attempt, one update, one queued mail) so the answer's timing doesn't tell them apart either.
 */
export async function subscribe(db: Db, options: { email: string; publicUrl: string }): Promise<void> {
  const email = options.email.toLowerCase();
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const hashes = { confirm_token_hash: hashOf(confirmToken), unsubscribe_token_hash: hashOf(unsubscribeToken) };
  await db.transaction(async (tx) => {
    // No conflict target: the unique index is on lower(email), which drizzle can't name; it is the only one.
    await tx
      .insert(newsletterSubscribers)
      .values({ email, status: "pending", ...hashes })
      .onConflictDoNothing();
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({
        status: sql`case when ${newsletterSubscribers.status} = 'confirmed' then 'confirmed' else 'pending' end`,
        confirm_token_hash: unlessConfirmed(newsletterSubscribers.confirm_token_hash, hashes.confirm_token_hash),
        unsubscribe_token_hash: unlessConfirmed(newsletterSubscribers.unsubscribe_token_hash, hashes.unsubscribe_token_hash),
        unsubscribed_at: sql`case when ${newsletterSubscribers.status} = 'confirmed' then ${newsletterSubscribers.unsubscribed_at} else null end`,
        // A request not yet confirmed is dated from the newest one: the purge deletes it 30 days on (privacy/retention.ts).
        created_at: sql`case when ${newsletterSubscribers.status} = 'confirmed' then ${newsletterSubscribers.created_at} else now() end`,
      })
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email))
      .returning({ status: newsletterSubscribers.status });

    const mail =
      row?.status === "confirmed"
        ? newsletterAlreadySubscribedMail({ newsletterUrl: `${options.publicUrl}/newsletter` })
        : newsletterConfirmMail({
            confirmUrl: `${options.publicUrl}/api/newsletter/confirm?token=${confirmToken}`,
            unsubscribeUrl: `${options.publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
          });
    await queueMail(tx, { to: email, ...mail });
  });
}

/** Follows a confirmation link; true once, false for an unknown or already used link. */
export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmed_at: new Date(), confirm_token_hash: null })
    .where(eq(newsletterSubscribers.confirm_token_hash, hashOf(token)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribed_at: new Date(), confirm_token_hash: null })
    .where(eq(newsletterSubscribers.unsubscribe_token_hash, hashOf(token)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
