import type { APIRequestContext } from "@playwright/test";

// The embedded mode keeps every mail in an outbox readable at GET /api/dev/mails (newest first).
export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  created_at: string;
  attachments: { filename: string; content_type: string; bytes: number }[];
};

export type MailQuery = {
  /** Recipient address (compared case-insensitively). */
  to: string;
  /** Subject filter. */
  subject?: string | RegExp;
  /** Body filter (text or HTML), e.g. the link the mail must contain. */
  body?: RegExp;
  /** Ignore these mail ids (e.g. mails already used earlier in the test). */
  exclude?: Iterable<string>;
  timeoutMs?: number;
};

// Links of the auth mails (docs/api.md): confirmation and password reset.
export const VERIFY_EMAIL_LINK = /https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?[^\s"'<>]*token=[^\s"'<>]+/;
export const RESET_PASSWORD_LINK = /https?:\/\/[^\s"'<>]+\/api\/auth\/reset-password\/[^\s"'<>]+/;

const matches = (value: string, filter: string | RegExp) => (typeof filter === "string" ? value.includes(filter) : filter.test(value));

export async function listMails(request: APIRequestContext): Promise<OutboxMail[]> {
  const res = await request.get("/api/dev/mails");
  if (!res.ok()) throw new Error(`GET /api/dev/mails answered ${res.status()}: ${await res.text()}`);
  const body = (await res.json()) as { mails: OutboxMail[] };
  return body.mails;
}

/** Polls the outbox until the newest mail matching the query arrives; fails with what the outbox holds. */
export async function waitForMail(request: APIRequestContext, query: MailQuery): Promise<OutboxMail> {
  const excluded = new Set(query.exclude ?? []);
  const to = query.to.toLowerCase();
  const deadline = Date.now() + (query.timeoutMs ?? 15_000);
  let seen: OutboxMail[];
  for (;;) {
    seen = (await listMails(request)).filter((m) => m.to.toLowerCase().includes(to));
    const mail = seen.find(
      (m) =>
        !excluded.has(m.id) &&
        (!query.subject || matches(m.subject, query.subject)) &&
        (!query.body || query.body.test(m.text ?? "") || query.body.test(decodeEntities(m.html ?? ""))),
    );
    if (mail) return mail;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const summary = seen.map((m) => `  - "${m.subject}" (${m.status}, ${m.created_at})`).join("\n") || "  (none)";
  throw new Error(
    `No mail to ${query.to} matching subject=${String(query.subject ?? "*")} body=${String(query.body ?? "*")}. Mails to that address:\n${summary}`,
  );
}

function decodeEntities(html: string): string {
  return html
    .replace(/&amp;/g, "&")
    .replace(/&#x2F;/gi, "/")
    .replace(/&#47;/g, "/")
    .replace(/&#x3D;/gi, "=")
    .replace(/&#61;/g, "=")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** The first link of the mail matching the pattern, from the text part or else the HTML part. */
export function extractLink(mail: OutboxMail, pattern: RegExp): string {
  const found = (mail.text ?? "").match(pattern) ?? decodeEntities(mail.html ?? "").match(pattern);
  if (!found) throw new Error(`Mail "${mail.subject}" has no link matching ${pattern}.\nText:\n${mail.text}`);
  // A link at the end of a sentence may carry its punctuation.
  return found[0].replace(/[.,;:)\]]+$/, "");
}
