// Reads the mails the rehearsal's postfix delivered into a Maildir (new/ and cur/, one file a mail), parsed with
// mailparser. postfix keeps the address a mail was sent to in X-Original-To (its catch-all sends every address to
// one local mailbox), so that is the address a mail is found by; To and Delivered-To are read when it is missing.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";

// A file in a Maildir never changes once delivered: parsed once, kept by its path.
const parsed = new Map();

const addressesOf = (field) => (field ? (Array.isArray(field) ? field : [field]).flatMap((item) => item.value.map((v) => v.address)) : []);

async function parseMail(file) {
  const source = await readFile(file);
  const mail = await simpleParser(source);
  const originalTo = mail.headers.get("x-original-to");
  const deliveredTo = mail.headers.get("delivered-to");
  const recipients = [originalTo, deliveredTo, ...addressesOf(mail.to), ...addressesOf(mail.cc)]
    .flat()
    .filter((value) => typeof value === "string")
    .map((address) => address.trim().toLowerCase());
  return {
    file,
    recipients: [...new Set(recipients)],
    from: mail.from?.text ?? "",
    subject: mail.subject ?? "",
    date: mail.date?.toISOString() ?? null,
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? null,
      contentType: attachment.contentType,
      size: attachment.size,
    })),
  };
}

/** Every mail of the Maildir, oldest delivery first (by the file's time). */
export async function readMaildir(dir) {
  const files = [];
  for (const sub of ["new", "cur"]) {
    let names = [];
    try {
      names = await readdir(path.join(dir, sub));
    } catch (error) {
      if (error.code !== "ENOENT") throw error;
    }
    for (const name of names) if (!name.startsWith(".")) files.push(path.join(dir, sub, name));
  }
  const mails = [];
  for (const file of files) {
    // postfix moves nothing here, but a mail client might (new/ to cur/): a vanished file is skipped.
    const stats = await stat(file).catch(() => null);
    if (!stats) continue;
    const key = `${path.basename(file).split(":")[0]}`;
    if (!parsed.has(key)) parsed.set(key, await parseMail(file));
    mails.push({ ...parsed.get(key), deliveredAt: stats.mtimeMs });
  }
  return mails.sort((a, b) => a.deliveredAt - b.deliveredAt);
}

const matches = (value, filter) => (typeof filter === "string" ? value.includes(filter) : filter.test(value));

/**
 * The newest mail to `to` whose subject matches (a string it contains, or a RegExp), once it has arrived; `exclude`
 * lists files already used. Fails after timeoutMs naming the mails that address did get.
 */
export async function waitForMail(dir, { to, subject, exclude = [], timeoutMs = 60_000, intervalMs = 250 }) {
  const address = to.toLowerCase();
  const skipped = new Set(exclude);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const theirs = (await readMaildir(dir)).filter((mail) => mail.recipients.includes(address));
    const found = theirs.filter((mail) => !skipped.has(mail.file) && (!subject || matches(mail.subject, subject))).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      const got = theirs.map((mail) => `  - "${mail.subject}"`).join("\n") || "  (none)";
      throw new Error(
        `No mail to ${to} with subject ${String(subject ?? "*")} in ${dir} after ${timeoutMs} ms. Mails to that address:\n${got}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
