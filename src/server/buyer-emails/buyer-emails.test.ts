import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, linkIn, ORIGIN, outboxMailsTo, pathOf, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { buyerEmailConfirmations, buyerMessages, sales } from "../db/schema";
import { deleteExpiredPersonalData } from "../privacy/retention";
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, CONFIRMATIONS_PER_CAMPAIGN_PER_DAY } from "./rules";

// docs/product.md#buyer-addresses: an address a member types on a paper order gets one confirmation mail and nothing
// else until its owner confirms it on the link's page; a card buyer's address gets every mail as before.

const { app, admin } = await appWithAdminForFile();

const CONFIRMATION_SUBJECT = "Confirmez votre adresse pour suivre votre commande - Boutique Solidaire";
let shops = 0;

async function shop(name = `Club ${++shops}`) {
  const { campaign, member } = await publishedCampaign(app, {
    memberEmail: `responsable-${randomUUID().slice(0, 8)}@exemple.fr`,
    adminCookie: admin,
    form: { association_name: name },
  });
  return { campaign, manager: member };
}

const paperOrder = (campaignId: string, cookie: string, body: Record<string, unknown>) =>
  send(app, "POST", `/api/campaigns/${campaignId}/paper-orders`, {
    cookie,
    body: { idempotency_key: randomUUID(), payment_method: "cash", lines: [{ id: "noir", quantity: 1 }], ...body },
  });
const mailsTo = (to: string) => outboxMailsTo(app, to);
const listed = async (campaignId: string, cookie: string, saleId: string) =>
  (await send(app, "GET", `/api/campaigns/${campaignId}/paper-orders`, { cookie }))
    .json()
    .orders.find((o: { id: string }) => o.id === saleId);
const messages = (campaignId: string, cookie: string, body: unknown) =>
  send(app, "POST", `/api/campaigns/${campaignId}/buyer-messages`, { cookie, body });
/** The link's page as a browser posts its form: same origin, an urlencoded body. */
const pressConfirm = (path: string) =>
  app.inject({ method: "POST", url: path, headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" }, payload: "" });
const confirmationLink = async (to: string) => {
  const [mail] = (await mailsTo(to)).filter((m) => m.subject === CONFIRMATION_SUBJECT);
  return pathOf(linkIn(mail.text_body, /https?:\/\/\S+\/confirmer-adresse\/\S+/));
};

describe("an address typed on a paper order", () => {
  it("gets only the confirmation mail, no 'order ready' nor message until confirmed, then gets them; a card buyer gets everything", async () => {
    const s = await shop("Club de Voile de Larmor");
    const paperEmail = `mamie-${randomUUID().slice(0, 8)}@exemple.fr`;
    const recorded = await paperOrder(s.campaign.id, s.manager, { buyer_name: "Mamie Le Goff", buyer_email: paperEmail });
    expect(recorded.statusCode).toBe(201);
    const saleId: string = recorded.json().order.id;
    expect(recorded.json().order.email_confirmed).toBe(false);
    const card = await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }], { name: "Paul Éven" });
    await send(app, "POST", `/api/admin/campaigns/${s.campaign.id}/deliver-pickups`, { cookie: admin, body: {} });

    // Before: the one confirmation mail, and nothing of the association's.
    const recipients = (await send(app, "GET", `/api/campaigns/${s.campaign.id}/buyer-messages`, { cookie: s.manager })).json().recipients;
    expect(recipients).toEqual({ ready: 1, free: 1 });
    expect((await messages(s.campaign.id, s.manager, { kind: "ready" })).json().message.recipients).toBe(1);
    const free = { kind: "free", subject: "Distribution samedi", body: "Rendez-vous samedi à la salle des fêtes." };
    expect((await messages(s.campaign.id, s.manager, free)).json().message.recipients).toBe(1);
    expect((await mailsTo(paperEmail)).map((m) => m.subject)).toEqual([CONFIRMATION_SUBJECT]);
    const cardMails = (await mailsTo(card.email)).map((m) => m.subject);
    expect(cardMails).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Merci pour votre commande/), expect.stringMatching(/prête/)]),
    );
    expect(cardMails).toHaveLength(3);

    // Opening the link (a mail scanner does) confirms nothing: its page asks for the click.
    const link = await confirmationLink(paperEmail);
    const page = await app.inject({ method: "GET", url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Confirmez votre adresse email");
    expect(page.body).toMatch(
      /<form method="post" action="\/confirmer-adresse\/[^"]+"><button type="submit">Confirmer mon adresse<\/button>/,
    );
    expect((await listed(s.campaign.id, s.manager, saleId)).email_confirmed).toBe(false);

    const pressed = await pressConfirm(link);
    expect([pressed.statusCode, pressed.headers.location]).toEqual([303, link]);
    expect((await app.inject({ method: "GET", url: link })).body).toContain("Adresse confirmée");
    expect((await listed(s.campaign.id, s.manager, saleId)).email_confirmed).toBe(true);
    const consentOf = async () =>
      (await app.database.db.select().from(buyerEmailConfirmations).where(eq(buyerEmailConfirmations.sale_id, saleId)))[0];
    const consent = await consentOf();
    expect(consent).toMatchObject({ email: paperEmail, confirmed_at: expect.any(Date) });
    // A second click changes nothing: the consent keeps its first date.
    expect((await pressConfirm(link)).statusCode).toBe(303);
    expect((await consentOf()).confirmed_at).toEqual(consent.confirmed_at);

    // After: the next day's messages reach it too.
    await app.database.db
      .update(buyerMessages)
      .set({ created_at: sql`${buyerMessages.created_at} - interval '25 hours'` })
      .where(eq(buyerMessages.campaign_id, s.campaign.id));
    expect((await messages(s.campaign.id, s.manager, { kind: "ready" })).json().message.recipients).toBe(2);
    expect((await messages(s.campaign.id, s.manager, free)).json().message.recipients).toBe(2);
    const after = (await mailsTo(paperEmail)).map((m) => m.subject);
    expect(after).toHaveLength(3);
    expect(after).toEqual(expect.arrayContaining([CONFIRMATION_SUBJECT, expect.stringMatching(/prête/)]));
    expect((await mailsTo(card.email)).length).toBe(5);
  });

  it("is confirmed once; an expired or unknown link confirms nothing and says so", async () => {
    const s = await shop();
    const email = `papy-${randomUUID().slice(0, 8)}@exemple.fr`;
    const saleId: string = (await paperOrder(s.campaign.id, s.manager, { buyer_name: "Papy", buyer_email: email })).json().order.id;
    const link = await confirmationLink(email);

    await app.database.db
      .update(buyerEmailConfirmations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(buyerEmailConfirmations.sale_id, saleId));
    expect(await pressConfirm(link)).toMatchObject({ statusCode: 303 });
    const expired = await app.inject({ method: "GET", url: link });
    expect([expired.statusCode, expired.body.includes("Ce lien est invalide ou a expiré")]).toEqual([404, true]);
    expect((await listed(s.campaign.id, s.manager, saleId)).email_confirmed).toBe(false);

    const unknown = await app.inject({ method: "GET", url: "/confirmer-adresse/inconnu" });
    expect(unknown.statusCode).toBe(404);
    expect(await pressConfirm("/confirmer-adresse/inconnu")).toMatchObject({ statusCode: 303 });
    expect(
      await app.database.db
        .select()
        .from(buyerEmailConfirmations)
        .where(sql`${buyerEmailConfirmations.confirmed_at} is not null and ${buyerEmailConfirmations.sale_id} = ${saleId}`),
    ).toEqual([]);
  });

  it("loses its confirmation when a correction changes it, and the new address gets its own mail", async () => {
    const s = await shop();
    const first = `premier-${randomUUID().slice(0, 8)}@exemple.fr`;
    const second = `second-${randomUUID().slice(0, 8)}@exemple.fr`;
    const saleId: string = (await paperOrder(s.campaign.id, s.manager, { buyer_name: "Yves", buyer_email: first })).json().order.id;
    await pressConfirm(await confirmationLink(first));
    expect((await listed(s.campaign.id, s.manager, saleId)).email_confirmed).toBe(true);

    // The same address in another case is the same address; another address is a new one.
    const body = { buyer_name: "Yves", payment_method: "cash", lines: [{ id: "noir", quantity: 1 }] };
    await send(app, "PATCH", `/api/campaigns/${s.campaign.id}/paper-orders/${saleId}`, {
      cookie: s.manager,
      body: { ...body, buyer_email: first.toUpperCase() },
    });
    expect((await listed(s.campaign.id, s.manager, saleId)).email_confirmed).toBe(true);
    const changed = await send(app, "PATCH", `/api/campaigns/${s.campaign.id}/paper-orders/${saleId}`, {
      cookie: s.manager,
      body: { ...body, buyer_email: second },
    });
    expect(changed.json().order.email_confirmed).toBe(false);
    expect((await mailsTo(second)).map((m) => m.subject)).toEqual([CONFIRMATION_SUBJECT]);
    // Whoever writes: the database clears it.
    await app.database.db.update(sales).set({ buyer_email_confirmed_at: new Date() }).where(eq(sales.id, saleId));
    await app.database.db.update(sales).set({ customer_email: first }).where(eq(sales.id, saleId));
    expect((await app.database.db.select().from(sales).where(eq(sales.id, saleId)))[0].buyer_email_confirmed_at).toBeNull();
  });

  it("confirmed for a campaign, covers the next paper orders of that campaign with no new mail", async () => {
    const s = await shop();
    const email = `fidele-${randomUUID().slice(0, 8)}@exemple.fr`;
    await paperOrder(s.campaign.id, s.manager, { buyer_name: "Anne", buyer_email: email });
    const waiting = await paperOrder(s.campaign.id, s.manager, { buyer_name: "Anne", buyer_email: ` ${email.toUpperCase()} ` });
    expect(waiting.json().order.email_confirmed).toBe(false);
    expect(await mailsTo(email)).toHaveLength(1);

    await pressConfirm(await confirmationLink(email));
    expect((await listed(s.campaign.id, s.manager, waiting.json().order.id)).email_confirmed).toBe(true);
    const later = await paperOrder(s.campaign.id, s.manager, { buyer_name: "Anne", buyer_email: email });
    expect(later.json().order.email_confirmed).toBe(true);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe("confirmation mails", () => {
  it(`go to one address ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} times a day at most, whatever the campaign`, async () => {
    const email = `cible-${randomUUID().slice(0, 8)}@exemple.fr`;
    const orders = [];
    for (let i = 0; i <= CONFIRMATIONS_PER_ADDRESS_PER_DAY; i++) {
      const s = await shop();
      orders.push((await paperOrder(s.campaign.id, s.manager, { buyer_name: "Cible", buyer_email: email })).json().order);
    }
    expect(await mailsTo(email)).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    // The order beyond is recorded all the same, its address unconfirmed.
    expect(orders.map((o) => o.email_confirmed)).toEqual(orders.map(() => false));
  });

  it(`leave a campaign ${CONFIRMATIONS_PER_CAMPAIGN_PER_DAY} times a day at most`, async () => {
    const s = await shop();
    const first = await paperOrder(s.campaign.id, s.manager, {
      buyer_name: "Un",
      buyer_email: `un-${randomUUID().slice(0, 8)}@exemple.fr`,
    });
    await app.database.db.execute(sql`
      insert into buyer_email_confirmations (campaign_id, sale_id, email, token_hash, expires_at)
      select ${s.campaign.id}, ${first.json().order.id}, 'masse-' || n || '@exemple.fr', md5(random()::text || n), now() + interval '30 days'
        from generate_series(2, ${CONFIRMATIONS_PER_CAMPAIGN_PER_DAY}) as n`);
    const beyond = `en-trop-${randomUUID().slice(0, 8)}@exemple.fr`;
    const recorded = await paperOrder(s.campaign.id, s.manager, { buyer_name: "En trop", buyer_email: beyond });
    expect(recorded.statusCode).toBe(201);
    expect(await mailsTo(beyond)).toEqual([]);
    const counted = await app.database.db
      .select()
      .from(buyerEmailConfirmations)
      .where(and(eq(buyerEmailConfirmations.campaign_id, s.campaign.id)));
    expect(counted).toHaveLength(CONFIRMATIONS_PER_CAMPAIGN_PER_DAY);
  });
});

describe("what is kept", () => {
  it("deletes a request never confirmed 30 days after its link expired, and keeps a confirmed one with its order", async () => {
    const s = await shop();
    const forgotten = `oubli-${randomUUID().slice(0, 8)}@exemple.fr`;
    const kept = `garde-${randomUUID().slice(0, 8)}@exemple.fr`;
    await paperOrder(s.campaign.id, s.manager, { buyer_name: "Oubli", buyer_email: forgotten });
    await paperOrder(s.campaign.id, s.manager, { buyer_name: "Garde", buyer_email: kept });
    await pressConfirm(await confirmationLink(kept));
    const requestOf = (email: string) =>
      app.database.db.select().from(buyerEmailConfirmations).where(eq(buyerEmailConfirmations.email, email));

    const ago = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    for (const email of [forgotten, kept]) {
      await app.database.db
        .update(buyerEmailConfirmations)
        .set({ expires_at: ago(29) })
        .where(eq(buyerEmailConfirmations.email, email));
    }
    await deleteExpiredPersonalData(app.database.db, new Date());
    expect(await requestOf(forgotten)).toHaveLength(1);

    await app.database.db
      .update(buyerEmailConfirmations)
      .set({ expires_at: ago(31) })
      .where(eq(buyerEmailConfirmations.email, forgotten));
    await app.database.db
      .update(buyerEmailConfirmations)
      .set({ expires_at: ago(31) })
      .where(eq(buyerEmailConfirmations.email, kept));
    expect((await deleteExpiredPersonalData(app.database.db, new Date())).unconfirmedAddresses).toBe(1);
    expect(await requestOf(forgotten)).toEqual([]);
    expect(await requestOf(kept)).toHaveLength(1);
  });
});
