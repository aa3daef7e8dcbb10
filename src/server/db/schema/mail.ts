import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestampTz } from "./columns";

/** A file sent with a mail, its content in base64; with a `cid`, an image the HTML shows inline (`src="cid:…"`). */
export type MailAttachment = { filename: string; content_type: string; content: string; cid?: string };

// Every mail is written here first (in the caller's transaction), then delivered by the outbox worker,
// so a mail server that is down loses nothing.
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    ...idColumn,
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text_body: text("text_body").notNull(),
    html_body: text("html_body"),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestampTz("next_attempt_at").notNull().defaultNow(),
    last_error: text("last_error"),
    ...createdAt,
    sent_at: timestampTz("sent_at"),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.next_attempt_at),
    index("mail_outbox_created_idx").on(t.created_at.desc().nullsFirst()),
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    ...idColumn,
    email: text("email").notNull(),
    status: text("status").notNull().default("pending"),
    confirm_token_hash: text("confirm_token_hash"),
    unsubscribe_token_hash: text("unsubscribe_token_hash").notNull(),
    ...createdAt,
    confirmed_at: timestampTz("confirmed_at"),
    unsubscribed_at: timestampTz("unsubscribed_at"),
  },
  (t) => [
    uniqueIndex("newsletter_email_idx").on(sql`lower(${t.email})`),
    check("newsletter_status_check", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
