import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appWithAdminForFile, latestMailTo, send, signUpAndSignIn } from "../../../tests/support/app";
import { noCampaignDates } from "../../../tests/support/campaign-dates";
import { associationIdOf, creationForm, publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import type { Campaign } from "../../shared/campaign";
import { parisCalendarDay } from "../../shared/paris-time";
import { campaigns, sales } from "../db/schema";

// docs/product.md#campaign-dates: a campaign's order deadline and distribution day, saved by both forms, refused in
// French when wrong, not copied by 'Dupliquer'; checkout closes after the deadline's day (Paris time); the buyer's
// confirmation of a pick-up order says when and where to collect it.

const { app, admin } = await appWithAdminForFile();
afterEach(() => vi.useRealTimers());

/** 17 December 2099 is a Thursday; orders until the 10th. */
const dates = {
  order_deadline: "2099-12-10",
  distribution_date: "2099-12-17",
  distribution_start_time: "16:30",
  distribution_end_time: "19:00",
  distribution_place: "Salle des fêtes, 2 place de la Mairie",
};

const rowOf = async (id: string) => (await app.database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];
const campaignCount = async () => (await app.database.db.select({ n: count() }).from(campaigns))[0].n;
const saleCount = async () => (await app.database.db.select({ n: count() }).from(sales))[0].n;

async function member(email: string) {
  const cookie = await signUpAndSignIn(app, email);
  return { cookie, associationId: await associationIdOf(app, cookie) };
}

describe("saving the dates", () => {
  it("stores the creation form's dates and sends them back, on creation and when read again", async () => {
    const { cookie, associationId } = await member("dates-creation@exemple.fr");
    const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
      cookie,
      body: { ...creationForm, association_name: "Chorale des Dates", ...dates, distribution_place: `  ${dates.distribution_place} ` },
    });
    expect(created.statusCode).toBe(201);
    const campaign: Campaign = created.json().campaign;
    expect(campaign).toMatchObject(dates);
    expect(await rowOf(campaign.id)).toMatchObject(dates);
    expect((await send(app, "GET", `/api/campaigns/${campaign.id}`, { cookie })).json().campaign).toMatchObject(dates);

    // Without dates, the fields are there and null.
    const plain = await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
      cookie,
      body: { ...creationForm, association_name: "Chorale sans Dates" },
    });
    expect(plain.json().campaign).toMatchObject(noCampaignDates);
  });

  it("saves them from the one-pager's draft and updates, and clears them when emptied", async () => {
    const { cookie, associationId } = await member("dates-one-pager@exemple.fr");
    const draft = {
      association_name: "Club des Dates",
      campaign_message: "Nos tablettes de Noël, pour le club.",
      contact_email: "club@exemple.fr",
      public_slug: "club-des-dates",
    };
    const created = await send(app, "POST", `/api/associations/${associationId}/campaigns/draft`, {
      cookie,
      body: { ...draft, order_deadline: "2099-12-01" },
    });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().campaign.id;
    expect(created.json().campaign).toMatchObject({ ...noCampaignDates, order_deadline: "2099-12-01" });

    const updated = await send(app, "PATCH", `/api/campaigns/${id}`, { cookie, body: { ...draft, ...dates } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().campaign).toMatchObject(dates);
    expect(await rowOf(id)).toMatchObject(dates);

    // A deadline already past is accepted here: it closes the orders early.
    const early = await send(app, "PATCH", `/api/campaigns/${id}`, { cookie, body: { ...draft, ...dates, order_deadline: "2020-01-06" } });
    expect(early.json().campaign.order_deadline).toBe("2020-01-06");

    const emptied = await send(app, "PATCH", `/api/campaigns/${id}`, {
      cookie,
      body: {
        ...draft,
        order_deadline: "",
        distribution_date: "",
        distribution_start_time: "",
        distribution_end_time: "",
        distribution_place: " ",
      },
    });
    expect(emptied.json().campaign).toMatchObject(noCampaignDates);
    expect(await rowOf(id)).toMatchObject(noCampaignDates);
  });

  it("refuses wrong dates with a French message on their field, and saves nothing", async () => {
    const { cookie, associationId } = await member("dates-refused@exemple.fr");
    // Two days ago in Paris, whatever the hour: always past.
    const past = parisCalendarDay(new Date(Date.now() - 2 * 24 * 60 * 60 * 1000));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ order_deadline: past }, "order_deadline", "La date limite doit être aujourd'hui ou plus tard"],
      [{ distribution_end_time: "16:00" }, "distribution_end_time", "L'heure de fin doit suivre l'heure de début"],
      [{ distribution_date: "2099-12-09" }, "distribution_date", "La distribution doit avoir lieu après la date limite de commande"],
      [{ order_deadline: "10/12/2099" }, "order_deadline", "Date invalide (AAAA-MM-JJ)"],
      [{ distribution_date: "2099-02-30" }, "distribution_date", "Date invalide (AAAA-MM-JJ)"],
      [{ distribution_start_time: "16h30" }, "distribution_start_time", "Heure invalide (HH:MM)"],
      [{ distribution_place: "x".repeat(201) }, "distribution_place", "Maximum 200 caractères"],
    ];
    const before = await campaignCount();
    for (const [patch, field, message] of cases) {
      const response = await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
        cookie,
        body: { ...creationForm, ...dates, ...patch },
      });
      expect([response.statusCode, response.json()]).toEqual([400, { code: "VALIDATION", message, field }]);
    }
    expect(await campaignCount()).toBe(before);

    // The one-pager's save: refused alike, and the campaign keeps what it had.
    const draft = {
      association_name: "Refus",
      campaign_message: "Un message de dix.",
      contact_email: "r@exemple.fr",
      public_slug: "refus-dates",
    };
    const id: string = (
      await send(app, "POST", `/api/associations/${associationId}/campaigns/draft`, { cookie, body: { ...draft, ...dates } })
    ).json().campaign.id;
    for (const [patch, field, message] of cases.slice(1)) {
      const response = await send(app, "PATCH", `/api/campaigns/${id}`, { cookie, body: { ...draft, ...dates, ...patch } });
      expect([response.statusCode, response.json()]).toEqual([400, { code: "VALIDATION", message, field }]);
    }
    expect(await rowOf(id)).toMatchObject(dates);
  });

  it("are not copied by 'Dupliquer': a new season has new dates", async () => {
    const { cookie, associationId } = await member("dates-saison@exemple.fr");
    const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
      cookie,
      body: { ...creationForm, association_name: "École des Saisons Datées", ...dates },
    });
    const original: Campaign = created.json().campaign;
    const copy = await send(app, "POST", `/api/campaigns/${original.id}/duplicate`, { cookie, body: {} });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().campaign).toMatchObject({ ...noCampaignDates, association_address: original.association_address });
    expect(await rowOf(copy.json().campaign.id)).toMatchObject(noCampaignDates);
    expect(await rowOf(original.id)).toMatchObject(dates);
  });
});

describe("checkout around the order deadline", () => {
  const buyer = { buyer_name: "Jeanne Le Goff", buyer_email: "jeanne@exemple.fr", delivery_mode: "pickup" as const };

  it("takes orders until 23:59:59 in Paris on the deadline day, then refuses them before writing anything", async () => {
    const { campaign } = await publishedCampaign(app, {
      memberEmail: "dates-checkout@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Judo des Dates", ...dates },
    });
    // The published page (read from the cache) carries the dates.
    const page = (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`)).json().campaign;
    expect(page).toMatchObject(dates);

    const checkout = () =>
      send(app, "POST", "/api/checkout", { body: { campaign_id: campaign.id, cart: [{ id: "noir", quantity: 1 }], buyer_info: buyer } });

    // 10 December 2099, 23:59:59 in Paris (winter time, UTC+1): still open.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2099-12-10T22:59:59.000Z") });
    const lastMinute = await checkout();
    expect(lastMinute.statusCode).toBe(200);
    expect(lastMinute.json().order_reference).toMatch(/^BS-/);

    // Midnight in Paris: closed, and no sale is stored.
    vi.setSystemTime(new Date("2099-12-10T23:00:00.000Z"));
    const before = await saleCount();
    const refused = await checkout();
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { code: "ORDERS_CLOSED", message: "Les commandes sont closes pour cette campagne." },
    ]);
    expect(await saleCount()).toBe(before);
  });

  it("stays open without a deadline", async () => {
    const { campaign } = await publishedCampaign(app, {
      memberEmail: "dates-ouvert@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Judo sans Date" },
    });
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2099-12-31T23:30:00.000Z") });
    const response = await send(app, "POST", "/api/checkout", {
      body: { campaign_id: campaign.id, cart: [{ id: "noir", quantity: 1 }], buyer_info: buyer },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("the buyer's confirmation of a pick-up order", () => {
  it("says when and where to collect it when the distribution day is set", async () => {
    const { campaign } = await publishedCampaign(app, {
      memberEmail: "dates-mail@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Chorale du Retrait", ...dates },
    });
    const pickup = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }]);
    const mail = await latestMailTo(app, pickup.email);
    expect(mail.subject).toBe(`Merci pour votre commande ${pickup.reference} - Boutique Solidaire`);
    expect(mail.text_body).toContain("Retrait à l'association. À retirer le jeudi 17 décembre de 16 h 30 à 19 h 00.");
    expect(mail.html_body).toContain("À retirer le jeudi 17 décembre de 16 h 30 à 19 h 00.");
    // The addresses the association typed, in its frame (docs/product.md#mails).
    expect(mail.text_body).toContain("Adresse de l'association : « 3 rue du Port, 56000 Vannes »");
    expect(mail.text_body).toContain("Lieu de distribution : « Salle des fêtes, 2 place de la Mairie »");
    expect(mail.text_body).not.toContain("L'association vous dira quand et où retirer votre commande.");

    // A home delivery says nothing of the distribution.
    const home = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { home: true });
    expect((await latestMailTo(app, home.email)).text_body).not.toContain("À retirer");
  });

  it("says the association will tell when and where, without a distribution day", async () => {
    const { campaign } = await publishedCampaign(app, {
      memberEmail: "dates-mail-sans@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Chorale sans Retrait", order_deadline: "2099-12-10" },
    });
    const pickup = await placeOrder(app, campaign.id, [{ id: "blanc", quantity: 1 }]);
    const mail = await latestMailTo(app, pickup.email);
    expect(mail.text_body).toContain("Retrait à l'association. L'association vous dira quand et où retirer votre commande.");
    expect(mail.text_body).toContain("Adresse de l'association : « 3 rue du Port, 56000 Vannes »");
    expect(mail.text_body).not.toContain("À retirer le");
  });
});
