import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { nameAssociation, publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { invitedMember } from "../../../tests/support/team";
import { BUYER_MESSAGE_MAX_RECIPIENTS, BUYER_MESSAGE_RECIPIENTS_PER_DAY } from "../../shared/buyer-messages";
import { buyerMessages, campaigns, mailOutbox, sales } from "../db/schema";
import { advanceFulfilment } from "../orders/service";

// docs/product.md#messages-to-buyers: 'Votre commande est prête' to the pick-up buyers still to serve, or the
// association's own message to every buyer; one mail per address, paced per campaign.

const { app, admin } = await appWithAdminForFile();

const messagesPath = (campaignId: string) => `/api/campaigns/${campaignId}/buyer-messages`;
const post = (campaignId: string, cookie: string, body: unknown) => send(app, "POST", messagesPath(campaignId), { cookie, body });
const ready = { kind: "ready" };
const free = { kind: "free", subject: "Merci à tous !", body: "Grâce à vous, les kimonos sont commandés.\n\nÀ bientôt au club." };
const mailsWith = (subject: string) => app.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));

/** A published campaign with a manager named 'Anne Le Bihan', a treasurer and a volunteer. */
async function shop(name: string, form: Record<string, unknown> = {}) {
  const prefix = name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\W+/g, "-");
  const { campaign, member, associationId } = await publishedCampaign(app, {
    memberEmail: `${prefix}@exemple.fr`,
    adminCookie: admin,
    form: { association_name: name, contact_email: `contact-${prefix}@exemple.fr`, ...form },
  });
  await nameAssociation(app, { cookie: member, associationId, name, fullName: "Anne Le Bihan" });
  const join = (role: "treasurer" | "volunteer") =>
    invitedMember(app, { managerCookie: member, associationId, email: `${prefix}-${role}@exemple.fr`, role });
  return { campaign, manager: member, treasurer: (await join("treasurer")).cookie, volunteer: await join("volunteer") };
}

async function setDistribution(campaignId: string, details: Partial<typeof campaigns.$inferInsert>) {
  await app.database.db.update(campaigns).set(details).where(eq(campaigns.id, campaignId));
}

/** The same buyer typing their address in another case on a second order. */
async function retype(saleId: string, email: string) {
  await app.database.db.update(sales).set({ customer_email: email }).where(eq(sales.id, saleId));
}

describe("'Votre commande est prête'", () => {
  it("goes once to each buyer of pick-up orders not handed over, with their references and the distribution details", async () => {
    const s = await shop("Club de Voile de Larmor");
    await setDistribution(s.campaign.id, {
      distribution_date: "2025-06-14",
      distribution_start_time: "10:00",
      distribution_end_time: "12:30",
      distribution_place: "Salle des fêtes, 56260 Larmor-Plage",
    });
    const lea = await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 2 }], { name: "Léa Morvan" });
    const leaAgain = await placeOrder(app, s.campaign.id, [{ id: "blanc", quantity: 1 }], { name: "Léa Morvan" });
    await retype(leaAgain.saleId, ` ${lea.email.toUpperCase()} `);
    const paul = await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }], { name: "Paul Éven" });
    const home = await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }], { home: true });
    const unpaid = await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }], { pay: false });
    await send(app, "POST", `/api/admin/campaigns/${s.campaign.id}/deliver-pickups`, { cookie: admin, body: {} });
    await advanceFulfilment(app.database.db, {
      move: { kind: "hand_over", saleId: paul.saleId },
      actorUserId: s.volunteer.userId,
      publicUrl: "http://localhost",
    });

    const before = (await send(app, "GET", messagesPath(s.campaign.id), { cookie: s.volunteer.cookie })).json();
    expect(before.recipients).toEqual({ ready: 1, free: 3 });
    expect(before.pacing).toEqual({ sent_today: 0, max_per_day: 3, ready_sent_today: false });

    // A volunteer hands the bars over: they may say the orders are ready.
    const sent = await post(s.campaign.id, s.volunteer.cookie, ready);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({
      kind: "ready",
      subject: "Votre commande est prête - Boutique Solidaire",
      body: null,
      recipients: 1,
    });

    const mails = (await mailsWith("Votre commande est prête - Boutique Solidaire")).filter((m) =>
      m.text_body.includes("« Club de Voile de Larmor »"),
    );
    // One mail for Léa's two orders, to the address as she typed it last.
    expect(mails.map((m) => m.to_address)).toEqual([lea.email.toUpperCase()]);
    const text = mails[0].text_body;
    expect(text).toContain(`Vos tablettes sont prêtes à être retirées (commandes ${lea.reference}, ${leaAgain.reference}).`);
    expect(text).toContain("Quand : samedi 14 juin 2025, de 10 h à 12 h 30.");
    expect(text).toContain("Où : au lieu indiqué par l'association ci-dessous.");
    // What the association and the buyer typed, in frames that say so (docs/product.md#mails).
    expect(text).toContain(
      [
        "---------- Informations de l'association « Club de Voile de Larmor » (écrites par ses membres) ----------",
        "Lieu de retrait : « Salle des fêtes, 56260 Larmor-Plage »",
        "Pour lui écrire : « contact-club-de-voile-de-larmor@exemple.fr »",
        "----------",
      ].join("\n"),
    );
    expect(text).toContain("---------- Saisi lors de la commande ----------\nAu nom de : « Léa Morvan »\n----------");
    expect(text).toContain("Une question ? Écrivez à l'association, à l'adresse indiquée ci-dessus.");
    expect(text).toContain(
      "Vous recevez ce message parce que vous avez commandé sur la boutique de cette association, sur Boutique Solidaire.",
    );
    expect(text).not.toMatch(/désinscri|désabonn/i);
    for (const other of [paul.email, home.email, unpaid.email]) expect(mails.some((m) => m.to_address === other)).toBe(false);
  });

  it("says the association will tell when and where without distribution details, and refuses a second one that day", async () => {
    const s = await shop("Chorale de Theix");
    const buyer = await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }], { name: "Yves Allanic" });

    expect((await post(s.campaign.id, s.treasurer, ready)).statusCode).toBe(201);
    const [mail] = (await mailsWith("Votre commande est prête - Boutique Solidaire")).filter((m) => m.to_address === buyer.email);
    expect(mail.to_address).toBe(buyer.email);
    expect(mail.text_body).toContain(`(commande ${buyer.reference}).`);
    expect(mail.text_body).toContain("L'association vous dira quand et où la retirer.");
    expect(mail.text_body).not.toContain("Quand :");

    const again = await post(s.campaign.id, s.manager, ready);
    expect([again.statusCode, again.json().message]).toEqual([
      429,
      "Le message « Votre commande est prête » a déjà été envoyé aujourd'hui pour cette campagne. Réessayez demain.",
    ]);
    expect((await mailsWith("Votre commande est prête - Boutique Solidaire")).filter((m) => m.to_address === buyer.email)).toHaveLength(1);
  });

  it("is refused when no pick-up buyer is left to tell, and nothing is recorded", async () => {
    const s = await shop("Judo de Séné");
    await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }], { home: true });
    await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }], { pay: false });

    const refused = await post(s.campaign.id, s.manager, ready);
    expect([refused.statusCode, refused.json().message]).toEqual([409, "Aucun acheteur à prévenir pour le moment."]);
    expect(await app.database.db.select().from(buyerMessages).where(eq(buyerMessages.campaign_id, s.campaign.id))).toEqual([]);
  });
});

describe("a message of the association's own", () => {
  it("goes once to every paid buyer, escaped, signed by the association with its address to reply to", async () => {
    const s = await shop("École du Port");
    const pickup = await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }]);
    const twice = await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }]);
    const retyped = pickup.email.replace("donateur", "Donateur");
    await retype(twice.saleId, retyped);
    const home = await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }], { home: true });
    const unpaid = await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }], { pay: false });

    const body = "Bonjour à tous,\n<b>Merci</b> pour vos commandes !\n\nLa kermesse a lieu dimanche.";
    const sent = await post(s.campaign.id, s.manager, { kind: "free", subject: "  Merci   pour la kermesse ", body });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({
      kind: "free",
      subject: "Merci pour la kermesse",
      body,
      recipients: 2,
      author_name: "Anne Le Bihan",
    });

    const mails = (await mailsWith("Message de l'association au sujet de votre commande - Boutique Solidaire")).filter((m) =>
      m.text_body.includes("« École du Port »"),
    );
    expect(mails.map((m) => m.to_address).sort()).toEqual([retyped, home.email].sort());
    expect(mails.some((m) => m.to_address === unpaid.email)).toBe(false);
    const [mail] = mails;
    // The member's subject and text are in the frame of the association's message, never the mail's subject.
    expect(mail.text_body).toContain(
      [
        "---------- Message de l'association « École du Port » (écrit par ses membres) ----------",
        "Objet : « Merci pour la kermesse »",
        "Message :",
        "« Bonjour à tous,",
        "",
        "<b>Merci</b> pour vos commandes !",
        "",
        "La kermesse a lieu dimanche. »",
        "Pour lui écrire : « contact-ecole-du-port@exemple.fr »",
        "----------",
      ].join("\n"),
    );
    expect(mail.html_body).toContain("&lt;b&gt;Merci&lt;/b&gt; pour vos commandes !");
    expect(mail.html_body).not.toContain("<b>Merci</b>");
    expect(mail.text_body).toContain("Pour lui répondre, écrivez à l'adresse indiquée ci-dessus.");
    expect(mail.text_body).toContain(
      "Vous recevez ce message parce que vous avez commandé sur la boutique de cette association, sur Boutique Solidaire.",
    );

    const list = (await send(app, "GET", messagesPath(s.campaign.id), { cookie: s.volunteer.cookie })).json();
    expect(list.messages).toEqual([sent.json().message]);
    expect(list.campaign).toEqual({ id: s.campaign.id, name: "École du Port", slug: s.campaign.public_slug });
  });

  it("checks the subject and the text in French", async () => {
    const s = await shop("Tennis de Vannes");
    const short = await post(s.campaign.id, s.manager, { kind: "free", subject: "Ok", body: free.body });
    expect([short.statusCode, short.json().message]).toEqual([400, "L'objet doit contenir au moins 3 caractères"]);
    const tiny = await post(s.campaign.id, s.manager, { kind: "free", subject: free.subject, body: "Merci !" });
    expect(tiny.json().message).toBe("Le message doit contenir au moins 10 caractères");
    const long = await post(s.campaign.id, s.manager, { kind: "free", subject: free.subject, body: "x".repeat(2001) });
    expect(long.json().message).toBe("Le message ne doit pas dépasser 2000 caractères");
  });
});

describe("who may send, and how often", () => {
  it("refuses volunteers and treasurers a message of their own ('ready' is theirs, above) and other associations everything", async () => {
    const s = await shop("Rugby de Muzillac");
    const buyer = await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }]);
    const stranger = await signUpAndSignIn(app, "rugby-autre@exemple.fr");

    for (const cookie of [s.volunteer.cookie, s.treasurer, stranger]) {
      const refused = await post(s.campaign.id, cookie, free);
      expect([refused.statusCode, refused.json().code]).toEqual([403, "FORBIDDEN"]);
    }
    const strangerReady = await post(s.campaign.id, stranger, ready);
    expect(strangerReady.statusCode).toBe(403);
    const strangerList = await send(app, "GET", messagesPath(s.campaign.id), { cookie: stranger });
    expect(strangerList.statusCode).toBe(403);
    expect(strangerList.body).not.toContain(buyer.email);

    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, buyer.email));
    // The buyer has the order's confirmation, nothing else.
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Merci pour votre commande/)]);
    // Nobody's address reaches the association's screens: counts only.
    const list = await send(app, "GET", messagesPath(s.campaign.id), { cookie: s.volunteer.cookie });
    expect(list.body).not.toContain(buyer.email);
  });

  it("allows 3 sendings per campaign in any 24 hours; older ones and other campaigns don't count", async () => {
    const s = await shop("Basket de Ploërmel");
    const other = await shop("Basket de Josselin");
    await placeOrder(app, s.campaign.id, [{ id: "noir", quantity: 1 }]);
    await placeOrder(app, other.campaign.id, [{ id: "noir", quantity: 1 }]);
    await app.database.db.insert(buyerMessages).values(
      [25, 30, 48].map((hoursAgo) => ({
        campaign_id: s.campaign.id,
        kind: "free",
        subject: "Ancien message",
        body: "Un message d'avant-hier.",
        recipients: 1,
        created_at: new Date(Date.now() - hoursAgo * 3_600_000),
      })),
    );

    expect((await post(s.campaign.id, s.manager, ready)).statusCode).toBe(201);
    expect((await post(s.campaign.id, s.manager, free)).statusCode).toBe(201);
    expect((await post(s.campaign.id, s.manager, { ...free, subject: "Encore merci" })).statusCode).toBe(201);
    const fourth = await post(s.campaign.id, s.manager, { ...free, subject: "Un de trop" });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      code: "BUYER_MESSAGES_DAILY_LIMIT",
      message: "Vous avez déjà envoyé 3 messages aujourd'hui pour cette campagne. Réessayez demain.",
    });
    expect(await app.database.db.select().from(buyerMessages).where(eq(buyerMessages.subject, "Un de trop"))).toEqual([]);
    expect((await post(other.campaign.id, other.manager, free)).statusCode).toBe(201);

    const list = (await send(app, "GET", messagesPath(s.campaign.id), { cookie: s.manager })).json();
    expect(list.pacing).toEqual({ sent_today: 3, max_per_day: 3, ready_sent_today: true });
    expect(list.messages.map((m: { subject: string }) => m.subject)).toEqual([
      "Encore merci",
      free.subject,
      "Votre commande est prête - Boutique Solidaire",
      "Ancien message",
      "Ancien message",
      "Ancien message",
    ]);
  });
});

describe("how many buyers a sending reaches", () => {
  /** `count` paid card orders of the campaign, each with its own address, written straight into the table. */
  async function buyers(campaignId: string, count: number) {
    await app.database.db.execute(sql`
      insert into sales (order_reference, campaign_id, association_id, amount_total, status, customer_name, customer_email, items, bars_count, paid_at)
      select 'BS-CAP' || lpad(n::text, 5, '0') || substr(md5(${campaignId}), 1, 4), c.id, c.association_id, 8, 'paid', 'Acheteur ' || n,
             'acheteur' || n || '-' || substr(md5(${campaignId}), 1, 6) || '@exemple.fr',
             '[{"product_id":"noir","name":"Chocolat Noir","unit_price_eur":"8.00","quantity":1}]'::jsonb, 1, now()
        from campaigns c, generate_series(1, ${count}) as n
       where c.id = ${campaignId}`);
  }
  const queued = async () => (await app.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

  it(`refuses a sending to more than ${BUYER_MESSAGE_MAX_RECIPIENTS} buyers, in French, before queueing any mail`, async () => {
    const s = await shop("Lycée de Pontivy");
    await buyers(s.campaign.id, BUYER_MESSAGE_MAX_RECIPIENTS + 1);
    const before = await queued();

    const refused = await post(s.campaign.id, s.manager, free);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: "BUYER_MESSAGE_TOO_MANY_RECIPIENTS",
      message: `Ce message irait à ${BUYER_MESSAGE_MAX_RECIPIENTS + 1} acheteurs : un envoi en atteint ${BUYER_MESSAGE_MAX_RECIPIENTS} au plus. Écrivez-nous pour prévenir tous vos acheteurs.`,
    });
    expect(await queued()).toBe(before);
    expect(await app.database.db.select().from(buyerMessages).where(eq(buyerMessages.campaign_id, s.campaign.id))).toEqual([]);
  });

  it(`refuses a sending past ${BUYER_MESSAGE_RECIPIENTS_PER_DAY} buyers in 24 hours for the campaign`, async () => {
    const s = await shop("Collège de Locminé");
    await buyers(s.campaign.id, 2);
    const earlier = await app.database.db
      .insert(buyerMessages)
      .values({
        campaign_id: s.campaign.id,
        kind: "free",
        subject: "Plus tôt",
        body: "Un message envoyé plus tôt.",
        recipients: BUYER_MESSAGE_RECIPIENTS_PER_DAY - 1,
        created_at: new Date(Date.now() - 3_600_000),
      })
      .returning({ id: buyerMessages.id });
    const before = await queued();

    const refused = await post(s.campaign.id, s.manager, free);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "BUYER_MESSAGES_DAILY_RECIPIENTS",
      message: `Ce message irait à 2 acheteurs, mais cette campagne a déjà écrit à ${BUYER_MESSAGE_RECIPIENTS_PER_DAY - 1} acheteurs aujourd'hui (${BUYER_MESSAGE_RECIPIENTS_PER_DAY} au plus en 24 heures). Réessayez demain.`,
    });
    expect(await queued()).toBe(before);

    // A day later, it goes.
    await app.database.db
      .update(buyerMessages)
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(buyerMessages.id, earlier[0].id));
    expect((await post(s.campaign.id, s.manager, free)).statusCode).toBe(201);
    expect(await queued()).toBe(before + 2);
  });
});
