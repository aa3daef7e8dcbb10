import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { consumedTokens, session, user, verification } from "../db/schema";

/** Whether an account already uses this address, whatever its case. */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** Whether this session still exists and has not expired: a stream opened under it may go on (sign-out deletes it). */
export async function isSessionLive(db: Db, { sessionId, now }: { sessionId: string; now: Date }): Promise<boolean> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

/** The address of the account a reset link was sent for (Better Auth stores it as `reset-password:{token}`), or null. */
export async function resetLinkEmail(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return row?.email.toLowerCase() ?? null;
}

// Tokens are kept as their hash only: the table never holds a link that still works.
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether a signed link (e-mail confirmation) was already used once. */
export async function isTokenConsumed(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .select()
    .from(consumedTokens)
    .where(eq(consumedTokens.tokenHash, tokenHash(token)))
    .limit(1);
  return rows.length > 0;
}

/** Marks a signed link used, so that it can't be followed again. */
export async function consumeToken(db: Db, { token, purpose }: { token: string; purpose: string }) {
  await db
    .insert(consumedTokens)
    .values({ tokenHash: tokenHash(token), purpose })
    .onConflictDoNothing();
}
