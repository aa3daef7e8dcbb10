import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { openTestDatabase } from "../../../tests/support/database";
import { devMailRoutes } from "./dev-routes";
import { queueMail } from "./outbox";
import { confirmEmailMail } from "./templates/confirm-email";

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  // As app.ts does: the routes' zod schemas check what comes in and what goes out.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(devMailRoutes, { db: database.db });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

const link = "https://boutique.example/api/auth/verify-email?token=t1&callbackURL=/auth/callback";

describe("GET /api/dev/mails", () => {
  it("returns the outbox, newest first", async () => {
    const first = await queueMail(database.db, { to: "premier@example.org", subject: "Premier", text: "1" });
    const second = await queueMail(database.db, { to: "second@example.org", ...confirmEmailMail({ url: link }) });

    const response = await app.inject({ method: "GET", url: "/api/dev/mails" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { mails } = response.json() as { mails: Array<Record<string, unknown>> };
    expect(mails.map((m) => m.id)).toEqual([second, first]);
    expect(Object.keys(mails[0]).sort()).toEqual(["attachments", "created_at", "html", "id", "status", "subject", "text", "to"]);
    expect(mails[0]).toMatchObject({
      to: "second@example.org",
      subject: "Confirmez votre adresse email - Boutique Solidaire",
      status: "pending",
    });
    expect(mails[0].text).toContain(link);
    expect(mails[1]).toMatchObject({ html: null, text: "1" });
    expect(Number.isNaN(Date.parse(String(mails[0].created_at)))).toBe(false);
  });

  it("returns an empty list when nothing was written", async () => {
    const response = await app.inject({ method: "GET", url: "/api/dev/mails" });
    expect(response.json()).toEqual({ mails: [] });
  });
});

describe("GET /dev/mails", () => {
  it("renders every mail with its HTML in a sandboxed frame and clickable links in the text", async () => {
    await queueMail(database.db, { to: "ines@example.org", ...confirmEmailMail({ url: link }) });

    const response = await app.inject({ method: "GET", url: "/dev/mails" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const page = response.body;
    expect(page).toContain("<title>Boîte d'envoi (développement)</title>");
    expect(page).toContain("<h1>Boîte d'envoi (développement)</h1>");
    expect(page).toContain("ines@example.org");
    expect(page).toContain("Confirmez votre adresse email - Boutique Solidaire");
    expect(page).toContain("En attente");
    expect(page).toMatch(/<details>\s*<summary>/);
    expect(page).toMatch(/<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" [^>]*srcdoc="&lt;!doctype html&gt;/);
    expect(page).toContain("&lt;base target=&quot;_blank&quot;&gt;");
    const escapedLink = link.replace("&", "&amp;");
    expect(page).toContain(`<a href="${escapedLink}" target="_blank" rel="noopener noreferrer">${escapedLink}</a>`);
  });

  it("works under a strict CSP: no script, no inline style attribute outside the mail frames", async () => {
    await queueMail(database.db, { to: "a@example.org", ...confirmEmailMail({ url: link }) });

    // The mail itself (escaped in srcdoc) keeps its inline styles, as mail HTML must.
    const page = (await app.inject({ method: "GET", url: "/dev/mails" })).body.replace(/ srcdoc="[^"]*"/g, "");

    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/\son[a-z]+=/i);
    expect(page).not.toMatch(/<[^>]+\sstyle=/i);
    expect(page.match(/<style>/g)).toHaveLength(1);
  });

  it("keeps a hostile mail inert on the page", async () => {
    await queueMail(database.db, {
      to: "<b>x</b>@example.org",
      subject: "<script>alert(1)</script>",
      text: "<img src=x onerror=alert(1)>",
      html: '<p>"></iframe><script>alert(1)</script></p>',
    });

    const page = (await app.inject({ method: "GET", url: "/dev/mails" })).body;

    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/<img/i);
    expect(page).not.toContain("<b>x</b>");
    expect(page.match(/<\/iframe>/g)).toHaveLength(1);
  });

  it("says so when the outbox is empty", async () => {
    const page = (await app.inject({ method: "GET", url: "/dev/mails" })).body;
    expect(page).toContain("Aucun email pour le moment.");
  });
});
