import { createTransport, type SendMailOptions } from "nodemailer";
import type { OutboxRow } from "./outbox";

/** What the worker needs from nodemailer; tests may pass their own. */
export type MailTransport = {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
};

// Every step of an SMTP exchange gives up after 10 s (nodemailer's socket default is 10 minutes), so a
// stalled server turns into a retry instead of a worker stuck on one mail while its claim runs out.
const stepTimeoutMs = 10_000;

/**
 * One connection per message (no pool): the worker sends a handful of mails now and then, and a pooled
 * connection left idle would just be dropped by the server. The url carries host, port, TLS and credentials.
 */
export function createSmtpTransport(url: string): MailTransport {
  return createTransport({
    url,
    pool: false,
    connectionTimeout: stepTimeoutMs,
    greetingTimeout: stepTimeoutMs,
    socketTimeout: stepTimeoutMs,
    dnsTimeout: stepTimeoutMs,
  });
}

function domainOf(address: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(address)?.[1] ?? "boutique-solidaire.local";
}

/**
 * Sends one outbox row. The Message-ID is derived from the row id, so if the at-least-once window ever
 * produces a second copy, the two copies are recognisably the same message (and many clients merge them).
 */
export async function deliver(transport: MailTransport, from: string, row: OutboxRow): Promise<void> {
  await transport.sendMail({
    from,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body ?? undefined,
    messageId: `<${row.id}@${domainOf(from)}>`,
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      content: a.content,
      encoding: "base64",
      contentType: a.content_type,
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  });
}
