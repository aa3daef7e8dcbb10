import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { defaultAccountLimits } from "../config";
import { cookieFrom, createTestApp, latestMailTo, linkIn, PASSWORD, pathOf, send, signUpAndSignIn } from "../../../tests/support/app";
import { associationIdOf, creationForm, memberWithAssociation, publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { invitedMember } from "../../../tests/support/team";
import { sendForm } from "../../../tests/support/multipart-body";
import type { BookingSlot } from "../../shared/booking";
import { accountLimitedRoutes } from "./account-limits";
import { renderer } from "./renderer";
import sharp from "sharp";

// Engine-independent: the limits are counted in memory; the database only holds the accounts.

const windowMs = 60 * 60_000;
let app: App;
beforeAll(async () => {
  app = await createTestApp({
    adminEmails: ["admin@exemple.fr"],
    // Many client addresses (behind one trusted proxy hop), few tries per account.
    trustProxy: 1,
    rateLimits: {
      authMax: 1000,
      checkoutMax: 1000,
      windowMs: 60_000,
      accounts: {
        ...defaultAccountLimits,
        // Per e-mail and client address (or known browser), then per e-mail across unknown browsers.
        signIn: { max: 4, windowMs },
        signInAccount: { max: 6, windowMs },
        authMails: { max: 2, windowMs },
        uploads: { max: 2, windowMs },
        campaigns: { max: 2, windowMs },
        invitations: { max: 2, windowMs },
        invitationsPerAssociation: { max: 3, windowMs },
        sellers: { max: 5, windowMs },
        buyerMessages: { max: 2, windowMs },
        documents: { max: 3, windowMs },
      },
    },
  });
});
afterAll(async () => app?.close());

let address = 0;
const fromAnotherAddress = () => ({ "x-forwarded-for": `198.51.100.${++address % 250}` });
const signIn = (email: string, password: string, headers: Record<string, string> = fromAnotherAddress()) =>
  send(app, "POST", "/api/auth/sign-in/email", { body: { email, password }, headers });
/** The known-browser mark a successful sign-in leaves (lib/known-device.ts), as the browser sends it back. */
const knownBrowserOf = async (email: string) => cookieFrom(await signIn(email, PASSWORD)).match(/bs\.known_device=[^;]+/)![0];

describe("limits per account", () => {
  it("names only routes that exist", () => {
    const registered = new Set(app.routeTable.map((r) => `${r.method} ${r.url}`));
    for (const route of Object.keys(accountLimitedRoutes)) expect(registered, route).toContain(route);
  });

  it("stops guessing one account's password from many addresses, and only that account", async () => {
    const victim = "tresoriere@exemple.fr";
    await signUpAndSignIn(app, victim);
    const ownBrowser = await knownBrowserOf(victim);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn(victim.toUpperCase(), `essai-${i}-faux`)).statusCode);
    // Each try from a new address: the account's ceiling across addresses (6 here, 30 by default) stops them.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Even the right password waits for the window from a browser the account doesn't know: the guesser can't tell a
    // right guess.
    expect((await signIn(victim, PASSWORD)).statusCode).toBe(429);
    // The owner's own browser, which signed in before, still gets in, from whatever address.
    expect((await signIn(victim, PASSWORD, { ...fromAnotherAddress(), cookie: ownBrowser })).statusCode).toBe(200);
    // Another account is not affected.
    await signUpAndSignIn(app, "president@exemple.fr");
    expect((await signIn("president@exemple.fr", PASSWORD)).statusCode).toBe(200);
  });

  it("stops one address guessing an account's password, without locking its owner out from another address", async () => {
    const owner = "secretaire@exemple.fr";
    await signUpAndSignIn(app, owner);
    const attacker = fromAnotherAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(owner, `essai-${i}-faux`, attacker)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, ...Array<number>(8).fill(429)]);
    expect((await signIn(owner, PASSWORD, attacker)).statusCode).toBe(429);
    // The owner, at another address and in a browser the account has never seen, signs in.
    const signedIn = await signIn(owner, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    // ...and that browser is known from now on: a mark only the sign-in route receives, out of scripts' reach.
    const mark = ([] as string[]).concat(signedIn.headers["set-cookie"] ?? []).find((c) => c.startsWith("bs.known_device="));
    expect(mark).toMatch(/; Path=\/api\/auth\/sign-in\/email; Max-Age=15552000; HttpOnly; SameSite=Strict$/);
  });

  it("lets the owner in during an attack from many addresses once they reset the password by mail in a new browser", async () => {
    const owner = "tresoriere-bis@exemple.fr";
    await signUpAndSignIn(app, owner);
    for (let i = 0; i < 6; i++) await signIn(owner, `essai-${i}-faux`);
    expect((await signIn(owner, PASSWORD)).statusCode).toBe(429);

    const browser = fromAnotherAddress();
    await send(app, "POST", "/api/auth/request-password-reset", { body: { email: owner }, headers: browser });
    const link = linkIn((await latestMailTo(app, owner)).text_body, /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/);
    const landing = await app.inject({ method: "GET", url: pathOf(link), headers: browser });
    const token = new URL(String(landing.headers.location), "http://x").searchParams.get("token")!;
    const reset = await send(app, "POST", "/api/auth/reset-password", {
      body: { newPassword: "nouveau-secret-42", token },
      headers: browser,
    });
    expect(reset.statusCode).toBe(200);
    const mark = cookieFrom(reset).match(/bs\.known_device=[^;]+/)![0];
    expect((await signIn(owner, "nouveau-secret-42", { ...browser, cookie: mark })).statusCode).toBe(200);
    // The guessers are still held at the account's ceiling.
    expect((await signIn(owner, "nouveau-secret-42")).statusCode).toBe(429);
  });

  it("counts a known browser's failures on their own, and refuses a mark forged or made for another account", async () => {
    const email = "tresorier-adjoint@exemple.fr";
    await signUpAndSignIn(app, email);
    const ownBrowser = await knownBrowserOf(email);
    const otherAccountsMark = await knownBrowserOf("president@exemple.fr");
    const forged = `${ownBrowser.split(".")[0]}.${"A".repeat(43)}`;
    // A mark that isn't this account's counts as an unknown browser: its failures count against the account's ceiling.
    for (const cookie of [otherAccountsMark, forged])
      expect((await signIn(email, "faux-mdp", { ...fromAnotherAddress(), cookie })).statusCode).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await signIn(email, "faux-mdp", { ...fromAnotherAddress(), cookie: ownBrowser })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it("lets a member who signs in often carry on: only failures count, a success clears them", async () => {
    const email = "benevole@exemple.fr";
    await signUpAndSignIn(app, email);
    // Her browser, as browsers do, sends back the mark its last successful sign-in left (none the first time).
    let browser: Record<string, string> = {};
    for (let round = 0; round < 4; round++) {
      expect((await signIn(email, "oubli-du-mdp", { ...fromAnotherAddress(), ...browser })).statusCode).toBe(401);
      expect((await signIn(email, "oubli-du-mdp", { ...fromAnotherAddress(), ...browser })).statusCode).toBe(401);
      const signedIn = await signIn(email, PASSWORD, { ...fromAnotherAddress(), ...browser });
      expect(signedIn.statusCode).toBe(200);
      browser = { cookie: cookieFrom(signedIn).match(/bs\.known_device=[^;]+/)![0] };
    }
  });

  it("limits the reset mails sent to one address", async () => {
    const ask = () =>
      send(app, "POST", "/api/auth/request-password-reset", { body: { email: "cible@exemple.fr" }, headers: fromAnotherAddress() });
    expect([(await ask()).statusCode, (await ask()).statusCode, (await ask()).statusCode]).toEqual([200, 200, 429]);
  });

  it("limits uploads and campaign creations per user, before reading the file or writing anything", async () => {
    const { cookie: member, associationId } = await memberWithAssociation(app, "createur@exemple.fr");
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#B76E79" } })
      .png()
      .toBuffer();
    const upload = () =>
      sendForm(app, "POST", "/api/uploads/campaign-logos", {
        cookie: member,
        headers: fromAnotherAddress(),
        parts: [
          { name: "association_id", value: associationId },
          { name: "file", filename: "logo.png", contentType: "image/png", bytes: png },
        ],
      });
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

  it("counts a duplicated campaign as a creation", async () => {
    const { cookie: member, associationId } = await memberWithAssociation(app, "saisons@exemple.fr");
    const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie: member, body: creationForm });
    const duplicate = () =>
      send(app, "POST", `/api/campaigns/${created.json().campaign.id}/duplicate`, {
        cookie: member,
        body: {},
        headers: fromAnotherAddress(),
      });
    expect((await duplicate()).statusCode).toBe(201);
    expect((await duplicate()).statusCode).toBe(429);
    const cards = await send(app, "GET", `/api/associations/${associationId}/campaigns`, { cookie: member });
    expect(cards.json().campaigns).toHaveLength(2);
  });

  it("limits the calls one user books to 5 a day, moves included, from whatever address", async () => {
    const { cookie: member, associationId } = await memberWithAssociation(app, "reservations@exemple.fr");
    const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie: member, body: creationForm });
    const campaignId: string = created.json().campaign.id;
    const slots: BookingSlot[] = (await send(app, "GET", "/api/bookings/slots", { cookie: member })).json().slots;
    // Booking again moves the campaign's one call: the cap on calls to come never stops these, only the daily limit.
    const book = (slot: BookingSlot) =>
      send(app, "POST", `/api/campaigns/${campaignId}/booking`, {
        cookie: member,
        body: { starts_at: slot.starts_at, phone: "06 12 34 56 78" },
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
    const { cookie: manager, associationId } = await memberWithAssociation(app, "recruteuse@exemple.fr");
    const invite = (n: number) =>
      send(app, "POST", `/api/associations/${associationId}/invitations`, {
        cookie: manager,
        body: { email: `recrue-${n}@exemple.fr`, role: "volunteer" },
        headers: fromAnotherAddress(),
      });
    expect([(await invite(1)).statusCode, (await invite(2)).statusCode, (await invite(3)).statusCode]).toEqual([201, 201, 429]);
    expect(await latestMailTo(app, "recrue-3@exemple.fr")).toBeUndefined();
  });

  it("limits the invitations of one association, whichever of its managers sends them, and says when to go on", async () => {
    const { cookie: first, associationId } = await memberWithAssociation(app, "presidente@exemple.fr");
    const { cookie: second } = await invitedMember(app, {
      managerCookie: first,
      associationId,
      email: "vice-president@exemple.fr",
      role: "manager",
    });
    const invite = (cookie: string, n: number) =>
      send(app, "POST", `/api/associations/${associationId}/invitations`, {
        cookie,
        body: { email: `equipe-${n}@exemple.fr`, role: "volunteer" },
        headers: fromAnotherAddress(),
      });
    expect([(await invite(second, 1)).statusCode, (await invite(second, 2)).statusCode]).toEqual([201, 201]);
    // The first manager has sent one only, but the association has sent three.
    const refused = await invite(first, 3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("INVITATIONS_ASSOCIATION_QUOTA");
    // The association's window opened with its first invitation, an hour long in this test.
    expect(refused.json().message).toMatch(
      /^Beaucoup d'invitations ont été envoyées pour votre association aujourd'hui : vous pourrez en envoyer d'autres dans (une heure|5\d minutes)\.$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
  });
});

describe("quotas on what members write", () => {
  it("counts each seller of a pasted list against its member's quota, and a shorter list still goes through", async () => {
    const { cookie: member, associationId } = await memberWithAssociation(app, "institutrice@exemple.fr");
    const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
      cookie: member,
      body: { ...creationForm, association_name: "École des Lilas" },
    });
    const campaignId: string = created.json().campaign.id;
    const paste = (names: string[]) =>
      send(app, "POST", `/api/campaigns/${campaignId}/sellers`, {
        cookie: member,
        body: { sellers: names.map((first_name) => ({ first_name, group_name: "CM2" })) },
        headers: fromAnotherAddress(),
      });
    expect((await paste(["Léa", "Hugo", "Inès"])).statusCode).toBe(201);
    const refused = await paste(["Jade", "Louis", "Chloé"]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("SELLERS_QUOTA");
    // The member's window opened with the first list, an hour long in this test.
    expect(refused.json().message).toMatch(
      /^Vous avez ajouté beaucoup de vendeurs aujourd'hui : vous pourrez en ajouter d'autres dans (une heure|5\d minutes)\. Une liste plus courte passe peut-être encore\.$/,
    );
    expect((await paste(["Jade", "Louis"])).statusCode).toBe(201);
    const overview = await send(app, "GET", `/api/campaigns/${campaignId}/sellers`, { cookie: member });
    expect(overview.json().sellers).toHaveLength(5);
  });

  it("limits the messages one member sends to buyers, whatever the campaign's own pace", async () => {
    const admin = await signUpAndSignIn(app, "admin@exemple.fr");
    const { member, campaign } = await publishedCampaign(app, {
      memberEmail: "messagere@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Chorale du Port" },
    });
    await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }]);
    const message = (n: number) =>
      send(app, "POST", `/api/campaigns/${campaign.id}/buyer-messages`, {
        cookie: member,
        body: { kind: "free", subject: `Nouvelles n° ${n}`, body: "La distribution aura lieu samedi dans la cour de l'école." },
        headers: fromAnotherAddress(),
      });
    expect([(await message(1)).statusCode, (await message(2)).statusCode]).toEqual([201, 201]);
    // The campaign's pace would allow a third today (3 a day); the member's quota doesn't.
    const refused = await message(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("BUYER_MESSAGES_QUOTA");
    expect(refused.json().message).toMatch(
      /^Vous avez envoyé beaucoup de messages aux acheteurs aujourd'hui : vous pourrez en envoyer d'autres dans (une heure|5\d minutes)\.$/,
    );
  });

  it("limits the documents drawn for one user, whichever document and from whatever address, before drawing", async () => {
    const { cookie: member, associationId } = await memberWithAssociation(app, "imprimeuse@exemple.fr");
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
