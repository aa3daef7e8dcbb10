import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, send, signUpAndSignIn } from "../../../tests/support/app";
import type { App } from "../app";
import { consumedTokens, mailOutbox, session, user, verification } from "../db/schema";
import { deleteExpiredPersonalData } from "./retention";

// docs/product.md#privacy: what the privacy policy says we keep, deleted when its period ends, by the server itself.

let app: App;
const now = new Date();
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("personal data deleted at the end of its period", () => {
  it("deletes mail copies 12 months after they left, never a mail still being tried", async () => {
    const { db } = app.database;
    const mail = (subject: string, status: string, createdAt: Date, sentAt: Date | null) =>
      db
        .insert(mailOutbox)
        .values({ to_address: "parent@exemple.fr", subject, text_body: "Reçu", status, created_at: createdAt, sent_at: sentAt });
    await mail("envoyé il y a 13 mois", "sent", daysBefore(400), daysBefore(396));
    await mail("envoyé il y a 11 mois", "sent", daysBefore(340), daysBefore(335));
    await mail("abandonné il y a 13 mois", "failed", daysBefore(400), null);
    await mail("encore en attente", "pending", daysBefore(400), null);

    const counts = await deleteExpiredPersonalData(db, now);
    expect(counts.mails).toBe(2);
    const left = (
      await db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(sql`${mailOutbox.to_address} = 'parent@exemple.fr'`)
    ).map((row) => row.subject);
    expect(left.sort()).toEqual(["encore en attente", "envoyé il y a 11 mois"]);
  });

  it("deletes expired sessions (their address and browser) and sign-in links, and used links a month on", async () => {
    const { db } = app.database;
    const cookie = await signUpAndSignIn(app, "tresoriere@exemple.fr");
    const [{ id: userId }] = await db.select({ id: user.id }).from(user).where(eq(user.email, "tresoriere@exemple.fr"));
    await db
      .insert(session)
      .values({ id: "ancienne", token: "jeton-ancien", userId, expiresAt: daysBefore(1), ipAddress: "203.0.113.7", userAgent: "Firefox" });
    await db.insert(verification).values([
      { id: "lien-expire", identifier: "reset-password:x", value: userId, expiresAt: daysBefore(2) },
      { id: "lien-valide", identifier: "reset-password:y", value: userId, expiresAt: new Date(now.getTime() + 3600_000) },
    ]);
    await db.insert(consumedTokens).values([
      { tokenHash: "vieux", purpose: "verify-email", consumedAt: daysBefore(31) },
      { tokenHash: "recent", purpose: "verify-email", consumedAt: daysBefore(2) },
    ]);

    const counts = await deleteExpiredPersonalData(db, now);
    expect(counts).toMatchObject({ sessions: 1, links: 1, usedLinks: 1 });
    expect((await db.select().from(session).where(eq(session.id, "ancienne"))).length).toBe(0);
    expect((await db.select({ id: verification.id }).from(verification)).map((row) => row.id)).toContain("lien-valide");
    expect((await db.select({ id: verification.id }).from(verification)).map((row) => row.id)).not.toContain("lien-expire");
    expect((await db.select({ hash: consumedTokens.tokenHash }).from(consumedTokens)).map((row) => row.hash)).toEqual(
      expect.arrayContaining(["recent"]),
    );
    expect((await db.select({ hash: consumedTokens.tokenHash }).from(consumedTokens)).map((row) => row.hash)).not.toContain("vieux");
    // Her current session is still hers (it expires in 30 days): she stays signed in.
    expect((await send(app, "GET", "/api/me", { cookie })).statusCode).toBe(200);
    // A second pass finds nothing more: the deletion can run every six hours.
    expect(await deleteExpiredPersonalData(db, now)).toEqual({
      mails: 0,
      sessions: 0,
      links: 0,
      usedLinks: 0,
      sellers: 0,
      unconfirmedAddresses: 0,
    });
  });
});
