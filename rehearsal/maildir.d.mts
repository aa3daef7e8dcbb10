// Types of rehearsal/maildir.mjs.

export type MaildirMail = {
  file: string;
  /** Lower-cased: X-Original-To, Delivered-To, To and Cc. */
  recipients: string[];
  from: string;
  subject: string;
  date: string | null;
  text: string;
  html: string;
  attachments: { filename: string | null; contentType: string; size: number }[];
  deliveredAt: number;
};

export function readMaildir(dir: string): Promise<MaildirMail[]>;

export function waitForMail(
  dir: string,
  query: { to: string; subject?: string | RegExp; exclude?: string[]; timeoutMs?: number; intervalMs?: number },
): Promise<MaildirMail>;
