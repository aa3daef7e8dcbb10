import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { testConfig } from "../../../tests/support/config";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { invitedMember, campaignWithTeam } from "../../../tests/support/team";
import type { PaperOrder, PaperOrdersPage } from "../../shared/paper-orders-responses";
import { defaultAccountLimits } from "../config";
import { barsToPrepare, orderEvents } from "../db/schema";

// docs/product.md#paper-orders, what a member may record and how much of it counts: a volunteer's script is stopped
// by the per-member quota, and whatever it got through before counts only up to the campaign's ceiling (5 000 €,
// 300 orders; a cash order above 50 €); above it, orders wait for a manager's confirmation, and count once confirmed.
// Catalogue: noir 8,00 €, praline 9,00 €, blanc 7,00 €.

const key = () => `cle-${randomUUID()}`;
const url = (path = "") => `/api/campaigns/${campaign.id}/paper-orders${path}`;
const record = (body: Record<string, unknown>, cookie: string) =>
  send(app, "POST", url(), { cookie, body: { idempotency_key: key(), payment_method: "cheque", cheque_number: "1000001", ...body } });
const confirm = (saleId: string, cookie = manager) => send(app, "POST", url(`/${saleId}/confirm`), { cookie });
const raised = async (): Promise<number> =>
  (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`)).json().campaign.amount_raised_eur;
const listFirstPage = async (cookie = manager): Promise<PaperOrdersPage> => (await send(app, "GET", url(), { cookie })).json();
/** The largest order the form allows: 99 of each bar, 2 376,00 €. */
const fullForm = [
  { id: "noir", quantity: 99 },
  { id: "praline", quantity: 99 },
  { id: "blanc", quantity: 99 },
];

// The real quotas on paper orders (the tests' configuration lifts the others).
const lifted = testConfig().rateLimits;
const { app, admin } = await appWithAdminForFile({
  rateLimits: {
    ...lifted,
    accounts: {
      ...lifted.accounts,
      paperOrders: defaultAccountLimits.paperOrders,
      paperOrdersPerCampaign: defaultAccountLimits.paperOrdersPerCampaign,
    },
  },
});
const { manager, campaign, volunteer, treasurer } = await campaignWithTeam(app, {
  adminCookie: admin,
  roles: ["volunteer", "treasurer"],
});

describe("a volunteer's script", () => {
  it("is stopped with a 429 saying when to go on, and the public total stays under the campaign's ceiling", async () => {
    const statuses: number[] = [];
    let refusal: { statusCode: number; headers: Record<string, unknown>; json: () => { code: string; message: string } } | undefined;
    // 1 500 orders, as fast as the server answers: a distribution day's table types 80 in an hour, never 150.
    for (let i = 0; i < 1500; i++) {
      const response = await record({ buyer_name: `Acheteur ${i}`, lines: fullForm }, volunteer);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        refusal = response;
        break;
      }
    }
    expect(statuses.slice(0, 150).every((status) => status === 201)).toBe(true);
    expect(statuses).toHaveLength(151);
    expect(refusal?.json().code).toBe("PAPER_ORDERS_QUOTA");
    expect(refusal?.json().message).toMatch(
      /^Vous avez enregistré beaucoup de commandes papier en peu de temps : par sécurité, vous pourrez en enregistrer d'autres dans (\d+ minutes|une heure)\.$/,
    );
    expect(Number(refusal?.headers["retry-after"])).toBeGreaterThan(3000);

    // Two full forms fit under 5 000 €; the 148 others are recorded and wait for a manager.
    // The association's 20 % of the two (decision 040).
    expect(await raised()).toBeCloseTo(950.4, 2);
    const page = await listFirstPage();
    expect(page.totals.cheque).toEqual({ count: 2, total_eur: 4752 });
    expect(page.totals.awaiting_confirmation).toEqual({ count: 148, total_eur: 148 * 2376 });
    expect(page.orders[0]).toMatchObject({ status: "awaiting_confirmation", confirmable: true, cancellable: true });
    // Nothing is made for them either: the bars to prepare count the two orders that count.
    const [noir] = await app.database.db
      .select()
      .from(barsToPrepare)
      .where(and(eq(barsToPrepare.campaign_id, campaign.id), eq(barsToPrepare.product_id, "noir")));
    expect(noir.bars).toBe(198);

    // Another member of the campaign goes on: the quota is the script's member's.
    expect((await record({ buyer_name: "Voisine du 3", lines: [{ id: "noir", quantity: 1 }] }, treasurer)).statusCode).toBe(201);
  });
});

describe("confirming an order above the ceiling", () => {
  it("counts it once, whatever the clicks, with who confirmed it in its history", async () => {
    const page = await listFirstPage();
    const waiting = page.orders.find((order) => order.status === "awaiting_confirmation") as PaperOrder;
    const before = await raised();

    // Only a manager (or an admin) confirms: not the volunteer who recorded it, nor a treasurer.
    expect((await confirm(waiting.id, volunteer)).statusCode).toBe(403);
    expect((await confirm(waiting.id, treasurer)).statusCode).toBe(403);
    expect((await listFirstPage(volunteer)).orders.find((order) => order.id === waiting.id)?.confirmable).toBe(false);

    const [first, second] = await Promise.all([confirm(waiting.id), confirm(waiting.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().changed, second.json().changed].sort()).toEqual([false, true]);
    expect(first.json().order).toMatchObject({ status: "paid", confirmable: false });
    // The public total is read from the campaign held in memory, dropped when the database announces the change: on
    // PostgreSQL the announcement comes over its own connection, a moment after the answer.
    await expect.poll(raised).toBeCloseTo(before + 475.2, 2);
    expect((await confirm(waiting.id)).json().changed).toBe(false);
    expect(await raised()).toBeCloseTo(before + 475.2, 2);

    const steps = await app.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.sale_id, waiting.id))
      .orderBy(asc(orderEvents.created_at));
    expect(steps.map((step) => [step.from_state, step.to_state])).toEqual([
      [null, "awaiting_confirmation"],
      ["awaiting_confirmation", "paid"],
    ]);
    expect(steps[1].reason).toBe("Commande papier confirmée");

    // An admin confirms too.
    const another = (await listFirstPage()).orders.find((order) => order.status === "awaiting_confirmation") as PaperOrder;
    expect((await confirm(another.id, admin)).json()).toMatchObject({ changed: true, order: { status: "paid" } });
    // Counted too, before the next test reads the total it starts from.
    await expect.poll(raised).toBeCloseTo(before + 2 * 475.2, 2);
  });

  it("lets a manager's own orders count at once, and cancels an order waiting for confirmation without it ever counting", async () => {
    const before = await raised();
    const own = await record({ buyer_name: "Grand-père Le Goff", lines: fullForm }, manager);
    expect(own.json().order.status).toBe("paid");
    await expect.poll(raised).toBeCloseTo(before + 475.2, 2);

    const waiting = await record({ buyer_name: "Tante Jeanne", lines: [{ id: "noir", quantity: 2 }] }, treasurer);
    expect(waiting.json().order).toMatchObject({ status: "awaiting_confirmation", cancellable: true, editable: true });
    const cancelled = await send(app, "POST", url(`/${waiting.json().order.id}/cancel`), {
      cookie: treasurer,
      body: { reason: "Commande en double" },
    });
    expect(cancelled.json().order.status).toBe("cancelled");
    expect(await raised()).toBeCloseTo(before + 475.2, 2);
    const late = await confirm(waiting.json().order.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("PAPER_ORDER_NOT_AWAITING");
  });
});

describe("the list", () => {
  it("pages through every paper order, newest first, each once", async () => {
    // 153 so far (150 by the volunteer, one each by the treasurer and the manager, one cancelled): 250 in all.
    for (let i = 0; i < 97; i++) {
      expect((await record({ buyer_name: `Voisin ${i}`, lines: [{ id: "blanc", quantity: 1 }] }, manager)).statusCode).toBe(201);
    }
    const seen: PaperOrder[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await send(app, "GET", `${url()}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, { cookie: volunteer });
      expect(response.statusCode).toBe(200);
      const page: PaperOrdersPage = response.json();
      seen.push(...page.orders);
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(seen).toHaveLength(250);
    expect(pages).toBe(5);
    expect(new Set(seen.map((order) => order.id)).size).toBe(250);
    const times = seen.map((order) => order.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(seen.at(-1)?.customer_name).toBe("Acheteur 0");
  });

  it("says a cursor it can't read in French", async () => {
    const response = await send(app, "GET", `${url()}?cursor=nimporte-quoi`, { cookie: manager });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Cette page de la liste n'existe plus : rechargez la page.");
  });
});

describe("a cash order recorded by a member other than a manager", () => {
  it("waits above 50 €, and a correction can't make a small one large", async () => {
    // This campaign is past its ceiling: even a small order waits.
    const small = await record({ buyer_name: "Voisin du 5", lines: [{ id: "noir", quantity: 5 }], payment_method: "cash" }, treasurer);
    expect(small.json().order.status).toBe("awaiting_confirmation");

    // A campaign far from its ceiling: up to 50 € in cash counts at once.
    const fresh = await publishedCampaign(app, {
      memberEmail: "autre-responsable@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Club de judo de Vannes" },
    });
    const { cookie: helper } = await invitedMember(app, {
      managerCookie: fresh.member,
      associationId: fresh.associationId,
      email: "aide@exemple.fr",
      role: "volunteer",
    });
    const freshUrl = `/api/campaigns/${fresh.campaign.id}/paper-orders`;
    const recordFresh = (lines: { id: string; quantity: number }[]) =>
      send(app, "POST", freshUrl, {
        cookie: helper,
        body: { idempotency_key: key(), buyer_name: "Mamie Le Goff", lines, payment_method: "cash" },
      });
    expect((await recordFresh([{ id: "noir", quantity: 6 }])).json().order.status).toBe("paid"); // 48 €
    const large = await recordFresh([{ id: "noir", quantity: 7 }]); // 56 €
    expect(large.json().order.status).toBe("awaiting_confirmation");

    const counted = (await recordFresh([{ id: "noir", quantity: 1 }])).json().order as PaperOrder;
    const grown = await send(app, "PATCH", `${freshUrl}/${counted.id}`, {
      cookie: helper,
      body: { buyer_name: "Mamie Le Goff", lines: [{ id: "noir", quantity: 20 }], payment_method: "cash" },
    });
    expect(grown.statusCode).toBe(409);
    expect(grown.json().code).toBe("PAPER_ORDER_CORRECTION_NEEDS_CONFIRMATION");
    // Its name, or fewer bars, still go through.
    const renamed = await send(app, "PATCH", `${freshUrl}/${counted.id}`, {
      cookie: helper,
      body: { buyer_name: "Mamie Le Goff-Tanguy", lines: [{ id: "noir", quantity: 1 }], payment_method: "cash" },
    });
    expect(renamed.json().changed).toBe(true);
    // The manager may make it large: they are the one who confirms.
    const byManager = await send(app, "PATCH", `${freshUrl}/${counted.id}`, {
      cookie: fresh.member,
      body: { buyer_name: "Mamie Le Goff-Tanguy", lines: [{ id: "noir", quantity: 20 }], payment_method: "cash" },
    });
    expect(byManager.json()).toMatchObject({ changed: true, order: { status: "paid", amount_total: 160 } });
  });
});
