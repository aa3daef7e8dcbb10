// Engine-independent: reads files of a Maildir; no database.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTransport } from "nodemailer";
import { afterAll, describe, expect, it } from "vitest";
import { readMaildir, waitForMail } from "./maildir.mjs";

// The rehearsal reads postfix's Maildir: each mail a file in new/ (or cur/ once read), the address it was sent to in
// X-Original-To. The mails here are built by nodemailer, as the shop builds them, with a PDF attached.

const maildir = mkdtempSync(path.join(os.tmpdir(), "maildir-test-"));
for (const sub of ["tmp", "new", "cur"]) mkdirSync(path.join(maildir, sub));
afterAll(() => rmSync(maildir, { recursive: true, force: true }));

let delivered = 0;
async function deliver(options: { to: string; subject: string; text: string; folder?: "new" | "cur" }) {
  const { message } = await createTransport({ streamTransport: true, buffer: true }).sendMail({
    from: "Boutique Solidaire <bonjour@boutique-solidaire.fr>",
    to: options.to,
    subject: options.subject,
    text: options.text,
    html: `<p>${options.text}</p>`,
    attachments: [{ filename: "recu.pdf", content: Buffer.from("%PDF-1.4 reçu"), contentType: "application/pdf" }],
  });
  const name = `${Date.now()}.${++delivered}.postfix`;
  writeFileSync(path.join(maildir, "tmp", name), Buffer.concat([Buffer.from(`X-Original-To: ${options.to}\n`), message as Buffer]));
  renameSync(path.join(maildir, "tmp", name), path.join(maildir, options.folder ?? "new", options.folder === "cur" ? `${name}:2,S` : name));
}

describe("the rehearsal's Maildir reader", () => {
  it("reads each mail's recipient, subject, text and attachments, from new/ and cur/", async () => {
    await deliver({ to: "Marie@Exemple.fr", subject: "Confirmez votre adresse email - Boutique Solidaire", text: "Lien : https://x/a" });
    await deliver({
      to: "paul@exemple.fr",
      subject: "Merci pour votre commande BS-ABCD2345 - Boutique Solidaire",
      text: "Reçu",
      folder: "cur",
    });
    const mails = await readMaildir(maildir);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      recipients: expect.arrayContaining(["marie@exemple.fr"]),
      subject: "Confirmez votre adresse email - Boutique Solidaire",
      text: expect.stringContaining("https://x/a"),
      attachments: [{ filename: "recu.pdf", contentType: "application/pdf" }],
    });
    expect(mails[1].subject).toContain("BS-ABCD2345");
  });

  it("waits for a mail still to come, finds it by address and subject, and says what arrived when none does", async () => {
    const later = waitForMail(maildir, { to: "lea@exemple.fr", subject: /^Votre boutique est en ligne/, timeoutMs: 5_000, intervalMs: 50 });
    setTimeout(
      () => void deliver({ to: "lea@exemple.fr", subject: "Votre boutique est en ligne - Boutique Solidaire", text: "/c/x" }),
      200,
    );
    expect((await later).text).toContain("/c/x");

    const none = waitForMail(maildir, { to: "lea@exemple.fr", subject: "Votre remboursement", timeoutMs: 200, intervalMs: 50 });
    await expect(none).rejects.toThrow(
      /No mail to lea@exemple\.fr with subject Votre remboursement[\s\S]*"Votre boutique est en ligne - Boutique Solidaire"/,
    );
  });
});
