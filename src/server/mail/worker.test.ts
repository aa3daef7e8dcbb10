import net from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../tests/support/config";
import { mailOutbox } from "../db/schema";
import { outboxDatabaseForFile } from "../../../tests/support/outbox-database";
import { queueMail } from "./outbox";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-test-server";
import { createSmtpTransport } from "./transport";
import { defaultBackoffMs, startMailWorker, type MailWorker, type MailWorkerOptions } from "./worker";

const from = "Boutique Solidaire <bonjour@boutique-solidaire.fr>";
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const database = await outboxDatabaseForFile();
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(options: { port?: number; delayMs?: number } = {}): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(options);
  cleanups.push(() => server.close());
  return server;
}

/** A port where nothing listens: a server that just went down. */
async function deadPort(): Promise<number> {
  const server = await startTestSmtpServer();
  await server.close();
  return server.port;
}

function worker(port: number, options: Partial<MailWorkerOptions> = {}): MailWorker {
  const w = startMailWorker({
    db: database.db,
    config: testConfig({ mail: { transport: "smtp", url: `smtp://127.0.0.1:${port}`, from } }),
    log: silent,
    intervalMs: 60_000, // the tests drive passes themselves
    ...options,
  });
  cleanups.push(() => w.stop());
  return w;
}

/** A clock the test moves forward instead of sleeping. */
function testClock() {
  // One millisecond ahead: Date has millisecond precision, PostgreSQL's now() microseconds, so a mail queued in
  // the same millisecond would otherwise look not yet due.
  let offsetMs = 1;
  return { now: () => new Date(Date.now() + offsetMs), advance: (ms: number) => void (offsetMs += ms) };
}

async function queue(count: number, prefix = "mail"): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(await queueMail(database.db, { to: `${prefix}-${i}@example.org`, subject: `${prefix} ${i}`, text: `Bonjour ${i}` }));
  }
  return ids;
}

const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.subject);
const receivedIds = (server: TestSmtpServer) => server.received.map((m) => m.messageId?.replace(/^<|@.*$/g, ""));

describe("mail worker over SMTP", () => {
  it("delivers each queued mail once, with its Message-ID, and marks it sent", async () => {
    const server = await smtpServer();
    const ids = await queue(3);
    const attachmentId = await queueMail(database.db, {
      to: "asso@example.org",
      subject: "Rendez-vous",
      text: "Votre rendez-vous",
      html: "<p>Votre <b>rendez-vous</b></p>",
      attachments: [{ filename: "rdv.ics", content_type: "text/calendar", content: Buffer.from("BEGIN:VCALENDAR").toString("base64") }],
    });
    const w = worker(server.port);

    await w.drain();
    await w.drain();

    expect(receivedIds(server).sort()).toEqual([...ids, attachmentId].sort());
    const withAttachment = server.received.find((m) => m.to[0] === "asso@example.org");
    expect(withAttachment?.from).toBe("bonjour@boutique-solidaire.fr");
    expect(withAttachment?.raw).toMatch(/Content-Type: text\/calendar; name=rdv\.ics/i);
    expect(withAttachment?.raw).toContain(Buffer.from("BEGIN:VCALENDAR").toString("base64"));
    expect(withAttachment?.raw).toMatch(/Content-Type: text\/html/i);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "sent", attempts: 0, last_error: null });
      expect(row.sent_at).toBeInstanceOf(Date);
    }
  });

  it("keeps mails pending with the error while the server is down, then sends each once when it is back", async () => {
    const port = await deadPort();
    const clock = testClock();
    const w = worker(port, { now: clock.now, backoffMs: () => 60_000 });
    const ids = await queue(3);

    await w.drain();
    await w.drain(); // not due yet: no second attempt

    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, sent_at: null });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(clock.now().getTime() + 50_000);
    }

    const server = await smtpServer({ port });
    clock.advance(61_000);
    await queue(1, "late");
    await w.drain();
    await w.drain();

    expect(server.received).toHaveLength(4);
    expect(new Set(receivedIds(server))).toEqual(
      new Set([...ids, ...(await rows()).filter((r) => r.subject.startsWith("late")).map((r) => r.id)]),
    );
    for (const row of await rows()) expect(row.status).toBe("sent");
  });

  it("gives up after 10 failed attempts", async () => {
    const w = worker(await deadPort(), { backoffMs: () => 0 });
    await queue(1);

    await w.drain();

    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 10 });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
  });

  it("never sends a mail twice when two workers drain at the same time", async () => {
    const server = await smtpServer({ delayMs: 5 });
    const ids = await queue(30);
    const sentBy = { a: 0, b: 0 };
    const counting = (name: keyof typeof sentBy) => ({ ...silent, info: () => void sentBy[name]++ });
    const a = worker(server.port, { batchSize: 4, log: counting("a") });
    const b = worker(server.port, { batchSize: 4, log: counting("b") });

    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);

    expect(receivedIds(server).sort()).toEqual([...ids].sort());
    expect(sentBy.a + sentBy.b).toBe(30);
    // Both really took part (small batches make them interleave), so the test exercises the claim race.
    expect(sentBy.a).toBeGreaterThan(0);
    expect(sentBy.b).toBeGreaterThan(0);
    expect((await rows()).every((r) => r.status === "sent")).toBe(true);
  });

  it("sends on wake() without waiting for the poll", async () => {
    const server = await smtpServer();
    const w = worker(server.port);
    await queue(1);

    w.wake();

    await vi.waitFor(() => expect(server.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
  });

  it("polls on its own every intervalMs", async () => {
    const server = await smtpServer();
    worker(server.port, { intervalMs: 50 });
    await queue(2);

    await vi.waitFor(() => expect(server.received).toHaveLength(2), { timeout: 5_000, interval: 20 });
  });

  it("abandons a send that hangs and retries it no sooner than one lease later", async () => {
    // Accepts connections but never greets: nodemailer would wait for its own 10 s greeting timeout.
    const sockets = new Set<net.Socket>();
    const silentServer = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silentServer.listen(0, "127.0.0.1", resolve));
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silentServer.close(() => resolve()));
    });
    const port = (silentServer.address() as net.AddressInfo).port;
    const clock = testClock();
    const w = worker(port, { sendTimeoutMs: 100, leaseMs: 300_000, backoffMs: () => 5_000, now: clock.now });
    await queue(1);

    await w.drain();

    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.last_error).toMatch(/no answer/);
    expect(row.next_attempt_at.getTime()).toBeGreaterThanOrEqual(clock.now().getTime() + 290_000);
  });

  it("takes no mail that is not due yet", async () => {
    const server = await smtpServer();
    const [id] = await queue(1);
    await database.db
      .update(mailOutbox)
      .set({ next_attempt_at: sql`now() + interval '1 hour'` })
      .where(eq(mailOutbox.id, id));

    await worker(server.port).drain();

    expect(server.received).toHaveLength(0);
  });
});

describe("mail worker in outbox mode", () => {
  it("leaves the mails in the table and talks to no server", async () => {
    const server = await smtpServer();
    // A transport to a live server: only the outbox mode keeps the mails from reaching it.
    const transport = createSmtpTransport(`smtp://127.0.0.1:${server.port}`);
    cleanups.push(async () => transport.close());
    const w = startMailWorker({ db: database.db, config: testConfig(), log: silent, intervalMs: 10, transport });
    cleanups.push(() => w.stop());
    await queue(2);

    w.wake();
    // A sending worker's drain() returns once it has sent every due mail: no waiting for a quiet moment.
    await w.drain();

    expect(server.received).toHaveLength(0);
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
  });
});

describe("defaultBackoffMs", () => {
  it("doubles from 5 s and stops at 15 min", () => {
    expect([1, 2, 3, 4].map(defaultBackoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(defaultBackoffMs(9)).toBe(15 * 60_000);
  });
});
