import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { defaultAccountLimits } from "../config";
import { createTestApp, latestMailTo, PASSWORD, send, signUpAndSignIn } from "../../../tests/support/app";
import { associationIdOf, creationForm } from "../../../tests/support/campaigns";
import { multipartBody } from "../../../tests/support/multipart-body";
import type { BookingSlot } from "../../shared/booking";
import { accountLimitedRoutes } from "./account-limits";
import { renderer } from "./renderer";
import sharp from "sharp";

const windowMs = 60 * 60_000;
let app: App;
beforeAll(async () => {
  app = await createTestApp({
    // Many client addresses (behind one trusted proxy hop), few tries per account.
    trustProxy: 1,
    rateLimits: {
      authMax: 1000,
      checkoutMax: 1000,
      windowMs: 60_000,
      accounts: {
        ...defaultAccountLimits,
        signIn: { max: 4, windowMs },
        authMails: { max: 2, windowMs },
        uploads: { max: 2, windowMs },
        campaigns: { max: 2, windowMs },
        invitations: { max: 2, windowMs },
        documents: { max: 3, windowMs },
      },
    },
  });
});
afterAll(async () => app?.close());

let address = 0;
const fromAnotherAddress = () => ({ "x-forwarded-for": `198.51.100.${++address % 250}` });
const signIn = (email: string, password: string) =>
  send(app, "POST", "/api/auth/sign-in/email", { body: { email, password }, headers: fromAnotherAddress() });

describe("limits per account", () => {
  it("names only routes that exist", () => {
    const registered = new Set(app.routeTable.map((r) => `${r.method} ${r.url}`));
    for (const route of Object.keys(accountLimitedRoutes)) expect(registered, route).toContain(route);
  });

  it("stops guessing one account's password from many addresses, and only that account", async () => {
    const victim = "tresoriere@exemple.fr";
    await signUpAndSignIn(app, victim);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(victim.toUpperCase(), `essai-${i}-faux`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Even the right password waits for the window: the guesser can't tell a right guess.
    expect((await signIn(victim, PASSWORD)).statusCode).toBe(429);
    // Another account is not affected.
    await signUpAndSignIn(app, "president@exemple.fr");
    expect((await signIn("president@exemple.fr", PASSWORD)).statusCode).toBe(200);
  });

  it("lets a member who signs in often carry on: only failures count, a success clears them", async () => {
    const email = "benevole@exemple.fr";
    await signUpAndSignIn(app, email);
    for (let round = 0; round < 3; round++) {
      expect((await signIn(email, "oubli-du-mdp")).statusCode).toBe(401);
      expect((await signIn(email, "oubli-du-mdp")).statusCode).toBe(401);
      expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    }
  });

  it("limits the reset mails sent to one address", async () => {
    const ask = () =>
      send(app, "POST", "/api/auth/request-password-reset", { body: { email: "cible@exemple.fr" }, headers: fromAnotherAddress() });
    expect([(await ask()).statusCode, (await ask()).statusCode, (await ask()).statusCode]).toEqual([200, 200, 429]);
  });

  it("limits uploads and campaign creations per user, before reading the file or writing anything", async () => {
    const member = await signUpAndSignIn(app, "createur@exemple.fr");
    const associationId = await associationIdOf(app, member);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#B76E79" } })
      .png()
      .toBuffer();
    const upload = () => {
      const form = multipartBody([
        { name: "association_id", value: associationId },
        { name: "file", filename: "logo.png", contentType: "image/png", bytes: png },
      ]);
      return app.inject({
        method: "POST",
        url: "/api/uploads/campaign-logos",
        headers: { cookie: member, origin: "http://localhost:3000", "content-type": form.contentType, ...fromAnotherAddress() },
        payload: form.payload,
      });
    };
    expect([(await upload()).statusCode, (await upload()).statusCode]).toEqual([201, 201]);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Trop de tentatives. Veuillez réessayer dans quelques minutes.");

    const create = (name: string) =>
      send(app, "POST", `/api/associations/${associationId}/campaigns`, {
        cookie: member,
        body: { ...creationForm, association_name: name },
        headers: fromAnotherAddress(),
      });
    expect((await create("Chorale des Lilas")).statusCode).toBe(201);
    expect((await create("Chorale des Roses")).statusCode).toBe(201);
    expect((await create("Chorale des Tulipes")).statusCode).toBe(429);
    const cards = await send(app, "GET", `/api/associations/${associationId}/campaigns`, { cookie: member });
    expect(cards.json().campaigns).toHaveLength(2);
  });

  it("limits the calls one user books to 5 a day, moves included, from whatever address", async () => {
    const member = await signUpAndSignIn(app, "reservations@exemple.fr");
    const associationId = await associationIdOf(app, member);
    const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie: member, body: creationForm });
    const campaignId: string = created.json().campaign.id;
    const slots: BookingSlot[] = (await send(app, "GET", "/api/bookings/slots", { cookie: member })).json().slots;
    // Booking again moves the campaign's one call: the cap on calls to come never stops these, only the daily limit.
    const book = (slot: BookingSlot) =>
      send(app, "POST", `/api/campaigns/${campaignId}/booking`, {
        cookie: member,
        body: { starts_at: slot.starts_at },
        headers: fromAnotherAddress(),
      });
    const statuses: number[] = [];
    for (const slot of slots.slice(0, 5)) statuses.push((await book(slot)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);

    const sixth = await book(slots[5]);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ code: "RATE_LIMITED", message: "Trop de tentatives. Veuillez réessayer dans quelques minutes." });
    const booking = (await send(app, "GET", `/api/campaigns/${campaignId}/booking`, { cookie: member })).json().booking;
    expect(booking.starts_at).toBe(slots[4].starts_at);
  });

  it("limits the invitations one user sends, before any mail is queued", async () => {
    const manager = await signUpAndSignIn(app, "recruteuse@exemple.fr");
    const associationId = await associationIdOf(app, manager);
    const invite = (n: number) =>
      send(app, "POST", `/api/associations/${associationId}/invitations`, {
        cookie: manager,
        body: { email: `recrue-${n}@exemple.fr`, role: "volunteer" },
        headers: fromAnotherAddress(),
      });
    expect([(await invite(1)).statusCode, (await invite(2)).statusCode, (await invite(3)).statusCode]).toEqual([201, 201, 429]);
    expect(await latestMailTo(app, "recrue-3@exemple.fr")).toBeUndefined();
  });

  it("limits the documents drawn for one user, whichever document and from whatever address, before drawing", async () => {
    const member = await signUpAndSignIn(app, "imprimeuse@exemple.fr");
    const associationId = await associationIdOf(app, member);
    const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie: member, body: creationForm });
    const campaignId: string = created.json().campaign.id;
    const get = (document: string) =>
      send(app, "GET", `/api/campaigns/${campaignId}/${document}`, { cookie: member, headers: fromAnotherAddress() });
    const rendersBefore = renderer.stats().renders;
    const statuses = [];
    for (const document of ["poster.pdf", "sellers/flyers.pdf", "distribution.pdf"]) statuses.push((await get(document)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await get("poster.pdf");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: "RATE_LIMITED", message: "Trop de tentatives. Veuillez réessayer dans quelques minutes." });
    expect(renderer.stats().renders.campaignPoster).toBe((rendersBefore.campaignPoster ?? 0) + 1);
    // Another member's documents are theirs to count.
    const other = await signUpAndSignIn(app, "autre-imprimeuse@exemple.fr");
    const theirs = await send(app, "POST", `/api/associations/${await associationIdOf(app, other)}/campaigns`, {
      cookie: other,
      body: creationForm,
    });
    expect((await send(app, "GET", `/api/campaigns/${theirs.json().campaign.id}/poster.pdf`, { cookie: other })).statusCode).toBe(200);
  });
});
