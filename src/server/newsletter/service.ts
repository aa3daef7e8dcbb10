import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { newsletterMessages, type NewsletterSubscribeResponse } from "../../shared/newsletter";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { newsletterConfirmMail } from "./mails";

const newToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Double opt-in: a subscription counts only once its confirmation link has been followed. */
export async function subscribe(db: Db, email: string, publicUrl: string): Promise<NewsletterSubscribeResponse> {
  const normalized = email.toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, normalized))
      .limit(1);
    if (existing?.status === "confirmed") return { status: "already_subscribed", message: newsletterMessages.already };

    const confirmToken = newToken();
    const unsubscribeToken = newToken();
    const values = {
      status: "pending",
      confirm_token_hash: hashOf(confirmToken),
      unsubscribe_token_hash: hashOf(unsubscribeToken),
      unsubscribed_at: null,
    };
    if (existing) await tx.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.id, existing.id));
    else await tx.insert(newsletterSubscribers).values({ email: normalized, ...values });

    await queueMail(tx, {
      to: normalized,
      ...newsletterConfirmMail({
        confirmUrl: `${publicUrl}/api/newsletter/confirm?token=${confirmToken}`,
        unsubscribeUrl: `${publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
      }),
    });
    const wasPending = existing?.status === "pending";
    return { status: "pending", message: wasPending ? newsletterMessages.resent : newsletterMessages.pending };
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
