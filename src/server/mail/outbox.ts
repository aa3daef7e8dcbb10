import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox, type MailAttachment } from "../db/schema";
import { currentRequestLog } from "../lib/request-context";

export type { MailAttachment };

export type OutboxRow = typeof mailOutbox.$inferSelect;

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/**
 * Writes one mail to the outbox and returns its id. Pass the caller's transaction as `db` so the mail exists
 * if and only if the caller's own writes commit; the worker delivers it later (call `wake()` after commit).
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  // The request that queued it, by its id on this line; the worker's lines name the mail (decision 048).
  currentRequestLog()?.info({ mailId: row.id }, "mail queued");
  return row.id;
}

export type OutboxMailSummary = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** What is attached, by name and size (the content stays in the outbox). */
  attachments: { filename: string; content_type: string; bytes: number }[];
};

/** The latest mails, newest first: the development mailbox. */
export async function listRecentMails(db: Db, limit = 100): Promise<OutboxMailSummary[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    status: r.status,
    attempts: r.attempts,
    last_error: r.last_error,
    created_at: r.created_at.toISOString(),
    sent_at: r.sent_at?.toISOString() ?? null,
    attachments: r.attachments.map((a) => ({
      filename: a.filename,
      content_type: a.content_type,
      bytes: Buffer.byteLength(a.content, "base64"),
    })),
  }));
}
