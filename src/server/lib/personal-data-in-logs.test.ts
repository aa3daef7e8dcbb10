import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm";
import { pino } from "pino";
import { ADMIN_EMAIL, appForFile, cookieFrom, latestMailTo, linkIn, pathOf, send, signUpAndSignIn } from "../../../tests/support/app";
import { associationIdOf, creationForm } from "../../../tests/support/campaigns";
import { invitationTokenFor, invite } from "../../../tests/support/team";
import { deliverStripeEvent, stripeEvent, stripePayments, stripeStandInForFile } from "../../../tests/support/stripe-app";
import { createOrderDocuments } from "../receipts/order-documents";
import { loggerOptions } from "./log-redaction";

// docs/operations.md#metrics-and-logs: the shop's main flows, with the log written where the test reads it, at `info`
// and at `debug`. Nothing a person typed or was given as a key may be in it: e-mails, names, addresses, phone numbers,
// the password, the session cookie, the links' tokens and signatures, the client's IP address.

const standIn = await stripeStandInForFile();

const person = {
  manager: { name: "Gwenaëlle Le Floc'h", email: "gwenaelle.lefloch@exemple.fr", password: "Kouign-amann-2026!" },
  invitee: "yann.kerjean@exemple.fr",
  buyer: {
    name: "Maïwenn Tanguy",
    email: "maiwenn.tanguy@exemple.fr",
    street: "17 impasse des Goélands",
    postcode: "29900",
    city: "Concarneau",
    phone: "06 12 34 56 78",
  },
  paperBuyer: { name: "Corentin Quéméner", email: "corentin.quemener@exemple.fr" },
  child: "Nolwenn",
};

for (const level of ["info", "debug"] as const) {
  describe(`the log at ${level}`, async () => {
    const lines: string[] = [];
    const app = await appForFile(
      { ...stripePayments, adminEmails: [ADMIN_EMAIL] },
      { stripeClient: standIn.client, logStream: { write: (line) => void lines.push(line) }, logLevel: level },
    );

    it("holds none of the personal details and keys the main flows handled", async () => {
      const secrets: string[] = [];
      const keep = (...values: string[]) => secrets.push(...values);
      const { manager, buyer, paperBuyer } = person;

      // Sign-up, confirmation, sign-in.
      const signUp = await send(app, "POST", "/api/auth/sign-up/email", {
        body: {
          name: manager.name,
          email: manager.email,
          password: manager.password,
          confirmPassword: manager.password,
          acceptTerms: true,
        },
      });
      expect(signUp.statusCode).toBe(200);
      const verify = linkIn((await latestMailTo(app, manager.email)).text_body, /https?:\/\/\S+\/api\/auth\/verify-email\S+/);
      keep(new URL(verify).searchParams.get("token")!);
      await app.inject({ method: "GET", url: pathOf(verify) });
      const signIn = await send(app, "POST", "/api/auth/sign-in/email", { body: { email: manager.email, password: manager.password } });
      const cookie = cookieFrom(signIn);
      keep(cookie.split("=")[1].split(";")[0], decodeURIComponent(cookie.split("=")[1].split(";")[0]));

      // Campaign creation and publication.
      const admin = await signUpAndSignIn(app, ADMIN_EMAIL);
      const associationId = await associationIdOf(app, cookie);
      const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie, body: creationForm });
      expect(created.statusCode).toBe(201);
      const campaign = created.json().campaign as { id: string; public_slug: string };
      expect((await send(app, "POST", `/api/admin/campaigns/${campaign.id}/publish`, { cookie: admin, body: {} })).statusCode).toBe(200);

      // A seller named after a child, found by the buyer's search.
      const sellers = await send(app, "POST", `/api/campaigns/${campaign.id}/sellers`, {
        cookie,
        body: { sellers: [{ first_name: person.child, group_name: "CM1" }] },
      });
      expect(sellers.statusCode).toBe(201);
      const search = `/api/campaigns/by-slug/${campaign.public_slug}/sellers/search?q=${encodeURIComponent(person.child)}`;
      const found = await app.inject({ method: "GET", url: search });
      expect(found.statusCode).toBe(200);

      // A checkout with the buyer's details, paid by Stripe's webhook, and the receipt's link.
      const checkout = await send(app, "POST", "/api/checkout", {
        body: {
          campaign_id: campaign.id,
          cart: [{ id: "noir", quantity: 2 }],
          buyer_info: {
            buyer_name: buyer.name,
            buyer_email: buyer.email,
            buyer_phone: buyer.phone,
            delivery_mode: "home_delivery",
            delivery_address: buyer.street,
            delivery_postal_code: buyer.postcode,
            delivery_city: buyer.city,
          },
        },
      });
      expect(checkout.statusCode).toBe(200);
      const { sale_id: saleId, order_reference: reference } = checkout.json() as { sale_id: string; order_reference: string };
      const [session] = [...standIn.sessions.values()].filter((s) => s.client_reference_id === saleId);
      standIn.pay(session.id);
      const paid = stripeEvent("checkout.session.completed", {
        ...session,
        status: "complete",
        payment_status: "paid",
        customer_details: { email: buyer.email, name: buyer.name, phone: buyer.phone },
      });
      expect((await deliverStripeEvent(app, paid)).statusCode).toBe(200);
      const links = createOrderDocuments(app.config).links;
      const receipt = links.receiptPath(saleId);
      const signature = new URL(receipt, "http://x").searchParams.get("token")!;
      keep(signature);
      expect((await app.inject({ method: "GET", url: receipt })).statusCode).toBe(200);
      const status = await app.inject({ method: "GET", url: `/api/checkout/status?ref=${reference}&token=${signature}` });
      expect(status.statusCode).toBe(200);

      // A password reset.
      expect((await send(app, "POST", "/api/auth/request-password-reset", { body: { email: manager.email } })).statusCode).toBe(200);
      const resetLink = linkIn((await latestMailTo(app, manager.email)).text_body, /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/);
      const landing = await app.inject({ method: "GET", url: pathOf(resetLink) });
      const resetToken = new URL(landing.headers.location as string, "http://x").searchParams.get("token")!;
      keep(resetToken);
      const newPassword = "Far-Breton-2027!";
      keep(newPassword);
      expect((await send(app, "POST", "/api/auth/reset-password", { body: { newPassword, token: resetToken } })).statusCode).toBe(200);

      // An invitation, opened and accepted.
      const signedAgain = cookieFrom(
        await send(app, "POST", "/api/auth/sign-in/email", { body: { email: manager.email, password: newPassword } }),
      );
      keep(signedAgain.split("=")[1]);
      expect((await invite(app, { cookie: signedAgain, associationId, email: person.invitee, role: "volunteer" })).statusCode).toBe(201);
      const invitation = await invitationTokenFor(app, person.invitee);
      keep(invitation);
      await app.inject({ method: "GET", url: `/invitation/${invitation}` });
      await app.inject({ method: "GET", url: `/api/invitations/${invitation}` });
      const invitee = await signUpAndSignIn(app, person.invitee);
      expect((await send(app, "POST", `/api/invitations/${invitation}/accept`, { cookie: invitee })).statusCode).toBe(200);

      // A paper order with its buyer's name and e-mail, whose address confirmation is opened.
      const paper = await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders`, {
        cookie: signedAgain,
        body: {
          buyer_name: paperBuyer.name,
          buyer_email: paperBuyer.email,
          lines: [{ id: "noir", quantity: 1 }],
          payment_method: "cash",
          idempotency_key: "cle-papier-journal",
        },
      });
      expect(paper.statusCode).toBe(201);
      const confirmation = pathOf(linkIn((await latestMailTo(app, paperBuyer.email)).text_body, /https?:\/\/\S+\/confirmer-adresse\/\S+/));
      keep(confirmation.split("/").at(-1)!);
      expect((await app.inject({ method: "GET", url: confirmation })).statusCode).toBe(200);

      // A body that isn't JSON, carrying an address: refused without it reaching the log.
      await app.inject({
        method: "POST",
        url: "/api/newsletter",
        headers: { origin: "http://localhost:3000", "content-type": "application/json" },
        payload: `{"email": "${buyer.email}", oops`,
      });

      const log = lines.join("");
      expect(lines.length).toBeGreaterThan(50);
      const personal = [
        manager.name,
        manager.email,
        manager.password,
        person.invitee,
        buyer.name,
        buyer.email,
        buyer.street,
        `${buyer.postcode} ${buyer.city}`,
        buyer.city,
        buyer.phone,
        buyer.phone.replace(/ /g, ""),
        paperBuyer.name,
        paperBuyer.email,
        person.child,
        // The client's address (app.inject's): a log line names no IP.
        "127.0.0.1",
        "remoteAddress",
      ];
      for (const value of [...personal, ...secrets]) expect(log, value).not.toContain(value);
      // The requests are still there, each line with its request's id.
      expect(log).toContain(`"url":"/api/campaigns/by-slug/${campaign.public_slug}/sellers/search?q=[redacted]"`);
      const requestLines = lines.map((line) => JSON.parse(line) as { req?: unknown; reqId?: string }).filter((line) => line.req);
      expect(requestLines.every((line) => typeof line.reqId === "string" && line.reqId.length > 0)).toBe(true);
    });
  });
}

describe("an error in the log", () => {
  it("keeps the failed query and drops its parameters and PostgreSQL's detail", () => {
    const lines: string[] = [];
    // Fastify hands pino the options' stream; so does the test.
    const { stream, ...options } = loggerOptions({ write: (line) => void lines.push(line) }) as pino.LoggerOptions & {
      stream: pino.DestinationStream;
    };
    const log = pino(options, stream);
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "user_email_idx"'), {
      code: "23505",
      constraint: "user_email_idx",
      detail: "Key (email)=(enora.guillou@exemple.fr) already exists.",
    });
    const error = new DrizzleQueryError(
      'insert into "user" ("name", "email") values ($1, $2)',
      ["Enora Guillou", "enora.guillou@exemple.fr"],
      cause,
    );
    log.error({ err: error }, "unexpected error");
    log.warn({ err: new Error("550 5.1.1 <enora.guillou@exemple.fr>: Recipient address rejected") }, "mail delivery failed");
    const text = lines.join("");
    expect(text).not.toContain("Enora");
    expect(text).not.toContain("enora.guillou");
    expect(text).toContain('insert into \\"user\\"');
    expect(text).toContain("user_email_idx");
    expect(text).toContain("23505");
  });
});
