import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { outboxDatabaseForFile } from "../../../tests/support/outbox-database";
import { listRecentMails, queueMail } from "./outbox";

const database = await outboxDatabaseForFile();

describe("queueMail", () => {
  it("stores one pending row and returns its id", async () => {
    const attachments = [{ filename: "a.ics", content_type: "text/calendar", content: "QkVHSU4=" }];
    const id = await queueMail(database.db, { to: "a@example.org", subject: "Sujet", text: "Texte", html: "<p>Texte</p>", attachments });

    const rows = await database.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      to_address: "a@example.org",
      subject: "Sujet",
      text_body: "Texte",
      html_body: "<p>Texte</p>",
      attachments,
      status: "pending",
      attempts: 0,
      sent_at: null,
    });
  });

  it("belongs to the caller's transaction: rolled back with it, kept when it commits", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, { to: "rollback@example.org", subject: "Non", text: "Non" });
        throw new Error("the caller's write failed");
      }),
    ).rejects.toThrow("the caller's write failed");
    await database.db.transaction(async (tx) => {
      await queueMail(tx, { to: "commit@example.org", subject: "Oui", text: "Oui" });
    });

    const rows = await database.db.select().from(mailOutbox);
    expect(rows.map((r) => r.to_address)).toEqual(["commit@example.org"]);
  });
});

describe("listRecentMails", () => {
  it("lists the newest first, up to the limit", async () => {
    for (const [i, age] of ["3 minutes", "1 minute", "2 minutes"].entries()) {
      await database.db.insert(mailOutbox).values({
        to_address: `m${i}@example.org`,
        subject: `il y a ${age}`,
        text_body: "t",
        created_at: sql`now() - ${age}::interval`,
      });
    }

    const mails = await listRecentMails(database.db, 2);

    expect(mails.map((m) => m.subject)).toEqual(["il y a 1 minute", "il y a 2 minutes"]);
    expect(mails[0]).toMatchObject({ to: "m1@example.org", text: "t", html: null, status: "pending" });
    expect(new Date(mails[0].created_at).toISOString()).toBe(mails[0].created_at);
  });
});
