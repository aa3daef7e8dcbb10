// Postfix as the shop's SMTP relay: an instance of its own (config, queue and log in the temp dir), listening on
// 127.0.0.1:port only, delivering every recipient of every domain into one Maildir, where the rehearsal reads what
// the shop sent. The delivered file keeps the recipient in X-Original-To.
import { chownSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createTransport } from "nodemailer";
import { ensureDebianPackages } from "../lib/debian-packages.mjs";
import { run, tail } from "../lib/processes.mjs";
import { writeSettingsFile } from "../lib/settings-file.mjs";
import { systemUser } from "../lib/system-user.mjs";
import { readMaildir, waitForMail } from "../maildir.mjs";

// The daemons this relay needs, none in a chroot (the temp dir is not inside one).
const services = [
  ["pickup", "unix", "n", "-", "n", "60", "1", "pickup"],
  ["cleanup", "unix", "n", "-", "n", "-", "0", "cleanup"],
  ["qmgr", "unix", "n", "-", "n", "300", "1", "qmgr"],
  ["rewrite", "unix", "-", "-", "n", "-", "-", "trivial-rewrite"],
  ["bounce", "unix", "-", "-", "n", "-", "0", "bounce"],
  ["defer", "unix", "-", "-", "n", "-", "0", "bounce"],
  ["trace", "unix", "-", "-", "n", "-", "0", "bounce"],
  ["verify", "unix", "-", "-", "n", "-", "1", "verify"],
  ["flush", "unix", "n", "-", "n", "1000?", "0", "flush"],
  ["proxymap", "unix", "-", "-", "n", "-", "-", "proxymap"],
  ["showq", "unix", "n", "-", "n", "-", "-", "showq"],
  ["error", "unix", "-", "-", "n", "-", "-", "error"],
  ["retry", "unix", "-", "-", "n", "-", "-", "error"],
  ["discard", "unix", "-", "-", "n", "-", "-", "discard"],
  ["smtp", "unix", "-", "-", "n", "-", "-", "smtp"],
  ["relay", "unix", "-", "-", "n", "-", "-", "smtp"],
  ["virtual", "unix", "-", "n", "n", "-", "-", "virtual"],
  ["anvil", "unix", "-", "-", "n", "-", "1", "anvil"],
  ["scache", "unix", "-", "-", "n", "-", "1", "scache"],
  ["postlog", "unix-dgram", "n", "-", "n", "-", "1", "postlogd"],
];

/** Starts the relay; resolves once a test mail sent through it sits in the Maildir. */
export async function startPostfix({ dir, port }) {
  await ensureDebianPackages([{ path: "/usr/sbin/postfix", pkg: "postfix" }]);
  const conf = path.join(dir, "conf");
  const mailBase = path.join(dir, "mail");
  const maildir = path.join(mailBase, "Maildir");
  const logFile = path.join(dir, "postfix.log");
  const queue = path.join(dir, "queue");
  const data = path.join(dir, "data");
  // postfix start makes the queue's inner folders, not the queue folder itself.
  for (const folder of [conf, mailBase, queue, data]) mkdirSync(folder, { recursive: true });
  const postfixAccount = systemUser("postfix");
  chownSync(data, postfixAccount.uid, postfixAccount.gid);
  // Mail is written by an unprivileged account (virtual(8) refuses root): nobody owns the Maildir.
  const owner = systemUser("nobody");
  chownSync(mailBase, owner.uid, owner.gid);
  writeFileSync(path.join(conf, "domains"), "/./ OK\n");
  writeFileSync(path.join(conf, "mailboxes"), "/./ Maildir/\n");

  const settings = {
    compatibility_level: "3.6",
    queue_directory: queue,
    data_directory: data,
    // No syslog on a bare machine: postfix logs to a file, which must sit under an allowed prefix.
    maillog_file: logFile,
    maillog_file_prefixes: dir,
    mail_owner: "postfix",
    setgid_group: "postdrop",
    myhostname: "relais.rehearsal.localhost",
    mydestination: "",
    inet_interfaces: "loopback-only",
    inet_protocols: "ipv4",
    mynetworks: "127.0.0.0/8",
    smtpd_relay_restrictions: "permit_mynetworks reject",
    alias_maps: "",
    alias_database: "",
    local_recipient_maps: "",
    // The catch-all: every domain is one of ours, every address delivers to the one Maildir.
    virtual_mailbox_domains: `regexp:${path.join(conf, "domains")}`,
    virtual_mailbox_maps: `regexp:${path.join(conf, "mailboxes")}`,
    virtual_mailbox_base: mailBase,
    virtual_uid_maps: `static:${owner.uid}`,
    virtual_gid_maps: `static:${owner.gid}`,
    virtual_minimum_uid: "1",
    // Mail waiting for a busy delivery agent is tried again within a second, not the default minutes.
    queue_run_delay: "1s",
    minimal_backoff_time: "1s",
    maximal_backoff_time: "5s",
  };
  writeSettingsFile(path.join(conf, "main.cf"), settings);
  const master = [["127.0.0.1:" + port, "inet", "n", "-", "n", "-", "-", "smtpd"], ...services];
  writeFileSync(path.join(conf, "master.cf"), master.map((fields) => fields.join("  ")).join("\n") + "\n");

  const postfix = (command) => run("/usr/sbin/postfix", ["-c", conf, command], { logFile });
  await postfix("start");
  const url = `smtp://127.0.0.1:${port}`;
  const mailbox = {
    dir: maildir,
    /** Every delivered mail (rehearsal/maildir.mjs), oldest first. */
    messages: () => readMaildir(maildir),
    /** The newest mail to `to` whose subject matches, once it has arrived (rehearsal/maildir.mjs). */
    waitFor: (query) => waitForMail(maildir, query),
  };
  await checkDelivery(url, mailbox, logFile);
  return {
    url,
    port,
    logFile,
    maildir,
    mailbox,
    stop: () => postfix("stop").catch(() => {}),
    restart: () => postfix("reload"),
  };
}

async function checkDelivery(url, mailbox, logFile) {
  const probe = `verification-${Date.now()}@relais.example`;
  const transport = createTransport({ url });
  try {
    await transport.sendMail({ from: "rehearsal@relais.example", to: probe, subject: "Vérification du relais", text: "ok" });
  } catch (error) {
    throw new Error(`postfix refused the test mail: ${error.message}\n--- ${logFile} ---\n${tail(logFile)}`, { cause: error });
  }
  await mailbox.waitFor({ to: probe, subject: "Vérification du relais", timeoutMs: 15_000 });
}
