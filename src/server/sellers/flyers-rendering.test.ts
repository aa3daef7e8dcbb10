import { extractText } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile, ORIGIN, send } from "../../../tests/support/app";
import { creationForm, memberWithAssociation } from "../../../tests/support/campaigns";
import type { Campaign } from "../../shared/campaign";
import { MAX_WAITING_RENDERS, RENDER_SLOTS, renderer } from "../lib/renderer";

// Engine-independent: it checks that drawing runs off the main thread and is kept; the database only holds the
// campaign.

// Decision 027: a sheet of 1 000 flyers, which any new account can ask for on its own draft, is drawn off the main
// thread, so that every other request is still answered meanwhile; drawn again only when what it prints changed; and
// past the renderer's waiting line, refused in French rather than queued.

const app = await appForFile();
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const { cookie: member, associationId } = await memberWithAssociation(app, "ape@exemple.fr");
let campaign: Campaign;
let small: Campaign;

const SELLERS = 1000;

beforeAll(async () => {
  const draft = async (name: string): Promise<Campaign> =>
    (
      await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
        cookie: member,
        body: { ...creationForm, association_name: name },
      })
    ).json().campaign;
  // A draft, never reviewed: what the audit used.
  campaign = await draft("Club de Judo de Vannes");
  small = await draft("APE Jules-Ferry");
  const few = [
    { first_name: "Léa", group_name: "CM2" },
    { first_name: "Noé", group_name: null },
    { first_name: "Emma", group_name: "CM1" },
  ];
  expect((await send(app, "POST", `/api/campaigns/${small.id}/sellers`, { cookie: member, body: { sellers: few } })).statusCode).toBe(201);
  for (let start = 0; start < SELLERS; start += 200) {
    const sellers = Array.from({ length: 200 }, (_, i) => ({ first_name: `Élève ${start + i + 1}`, group_name: `Classe ${(i % 12) + 1}` }));
    const added = await send(app, "POST", `/api/campaigns/${campaign.id}/sellers`, { cookie: member, body: { sellers } });
    expect(added.statusCode).toBe(201);
  }
}, 120_000);

const flyersUrl = (of = campaign) => `/api/campaigns/${of.id}/sellers/flyers.pdf`;
const flyerRenders = () => renderer.stats().renders.sellerFlyers ?? 0;

/** A GET over real HTTP, as a browser makes it, and how long it took. */
async function timedGet(path: string, cookie?: string): Promise<{ status: number; ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, ms: performance.now() - started, bytes };
}

/** Renames the first seller of the small campaign: a new version of its sheet. */
async function renameFirstSeller(name: string) {
  const [first] = (await send(app, "GET", `/api/campaigns/${small.id}/sellers`, { cookie: member })).json().sellers;
  const renamed = await send(app, "PATCH", `/api/campaigns/${small.id}/sellers/${first.id}`, {
    cookie: member,
    body: { first_name: name, group_name: first.group_name },
  });
  expect(renamed.statusCode).toBe(200);
}

describe("a sheet of 1 000 flyers", () => {
  it("leaves /api/health answering over HTTP in a small part of the time the sheet takes to draw", async () => {
    const health: number[] = [];
    let drawing = true;
    const flyers = timedGet(flyersUrl(), member).finally(() => (drawing = false));
    while (drawing) {
      const answer = await timedGet("/api/health");
      expect(answer.status).toBe(200);
      health.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const sheet = await flyers;
    expect(sheet.status).toBe(200);
    expect(sheet.bytes).toBeGreaterThan(100_000);
    // Drawn on the main thread, the slowest health check waited for most of the drawing.
    const slowest = Math.max(...health);
    expect(health.length, `${health.length} checks during ${Math.round(sheet.ms)} ms`).toBeGreaterThan(3);
    expect(slowest, `slowest health check ${Math.round(slowest)} ms, sheet ${Math.round(sheet.ms)} ms`).toBeLessThan(sheet.ms / 4);
  }, 120_000);
});

describe("a campaign's sheet of flyers", () => {
  it("is drawn once per version of what it prints: asked again unchanged, it is sent without drawing", async () => {
    const before = flyerRenders();
    const first = await send(app, "GET", flyersUrl(small), { cookie: member });
    expect(first.statusCode).toBe(200);
    expect(flyerRenders()).toBe(before + 1);

    const again = await send(app, "GET", flyersUrl(small), { cookie: member });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(flyerRenders()).toBe(before + 1);

    // A seller renamed: the sheet changes, and is drawn again.
    await renameFirstSeller("Léana");
    const renamed = await send(app, "GET", flyersUrl(small), { cookie: member });
    expect(flyerRenders()).toBe(before + 2);
    expect(renamed.rawPayload.equals(first.rawPayload)).toBe(false);

    // The campaign's colour, printed on every flyer: drawn again too.
    const recoloured = await send(app, "PATCH", `/api/campaigns/${small.id}`, {
      cookie: member,
      body: { ...creationForm, association_name: "APE Jules-Ferry", public_slug: small.public_slug, branding_primary_color: "#1D3557" },
    });
    expect(recoloured.statusCode).toBe(200);
    expect((await send(app, "GET", flyersUrl(small), { cookie: member })).statusCode).toBe(200);
    expect(flyerRenders()).toBe(before + 3);
    // Another change to the campaign, which no flyer prints: still the kept sheet.
    const described = await send(app, "PATCH", `/api/campaigns/${small.id}`, {
      cookie: member,
      body: {
        ...creationForm,
        association_name: "APE Jules-Ferry",
        public_slug: small.public_slug,
        branding_primary_color: "#1D3557",
        campaign_message: "Un nouveau four pour la kermesse de juin.",
      },
    });
    expect(described.statusCode).toBe(200);
    expect((await send(app, "GET", flyersUrl(small), { cookie: member })).statusCode).toBe(200);
    expect(flyerRenders()).toBe(before + 3);
  });
});

describe("the flyers' dates", () => {
  /** The small campaign's draft with `change`: the form sends every field each time. */
  const edit = (change: Record<string, unknown>) =>
    send(app, "PATCH", `/api/campaigns/${small.id}`, {
      cookie: member,
      body: { ...creationForm, association_name: "APE Jules-Ferry", public_slug: small.public_slug, ...change },
    });
  /** The sheet's words, and whether it had to be drawn for this request. */
  async function sheet(): Promise<{ text: string; drawn: boolean }> {
    const before = flyerRenders();
    const answer = await send(app, "GET", flyersUrl(small), { cookie: member });
    expect(answer.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(answer.rawPayload), { mergePages: true });
    return { text: text.replace(/-\n/g, "-").replace(/\s+/g, " "), drawn: flyerRenders() > before };
  }

  it("are printed on every flyer, and a change of the deadline or the pick-up day or place draws a new sheet", async () => {
    const dates = {
      order_deadline: "2030-12-12",
      distribution_date: "2030-12-18",
      distribution_start_time: "16:30",
      distribution_end_time: "18:00",
      distribution_place: "Préau de l'école",
    };
    expect((await edit(dates)).statusCode).toBe(200);
    const dated = await sheet();
    expect(dated.drawn).toBe(true);
    // Three sellers, three flyers, each with both lines.
    expect(dated.text.split("Commandes jusqu'au jeudi 12 décembre")).toHaveLength(4);
    expect(dated.text.split("Distribution le mercredi 18 décembre de 16 h 30 à 18 h 00 : Préau de l'école")).toHaveLength(4);
    expect((await sheet()).drawn).toBe(false);

    expect((await edit({ ...dates, order_deadline: "2030-12-14" })).statusCode).toBe(200);
    const later = await sheet();
    expect(later.drawn).toBe(true);
    expect(later.text).toContain("Commandes jusqu'au samedi 14 décembre");
    expect(later.text).not.toContain("jeudi 12 décembre");

    // No place of its own: the association's pick-up address, which the flyers then print too.
    expect((await edit({ ...dates, order_deadline: "2030-12-14", distribution_place: null })).statusCode).toBe(200);
    const unplaced = await sheet();
    expect(unplaced.drawn).toBe(true);
    expect(unplaced.text).toContain(`Distribution le mercredi 18 décembre de 16 h 30 à 18 h 00 : ${creationForm.association_address}`);
    expect(
      (
        await edit({
          ...dates,
          order_deadline: "2030-12-14",
          distribution_place: null,
          association_address: "Gymnase du Port, 56000 Vannes",
        })
      ).statusCode,
    ).toBe(200);
    const moved = await sheet();
    expect(moved.drawn).toBe(true);
    expect(moved.text).toContain("Distribution le mercredi 18 décembre de 16 h 30 à 18 h 00 : Gymnase du Port, 56000 Vannes");
  });
});

describe("the renderer's waiting line", () => {
  it("refuses a document with a 503 in French once every slot and the whole line are taken, and draws it again after", async () => {
    let unblock = () => {};
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    const occupants = Array.from({ length: RENDER_SLOTS + MAX_WAITING_RENDERS }, () => renderer.runHere(() => blocked));
    expect(renderer.stats()).toMatchObject({ running: RENDER_SLOTS, waiting: MAX_WAITING_RENDERS });
    try {
      const refused = await send(app, "GET", `/api/campaigns/${campaign.id}/poster.pdf`, { cookie: member });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        code: "DOCUMENTS_BUSY",
        message: "Trop de documents sont en cours de préparation. Veuillez réessayer dans un instant.",
      });
    } finally {
      unblock();
      await Promise.all(occupants);
    }
    expect((await send(app, "GET", `/api/campaigns/${campaign.id}/poster.pdf`, { cookie: member })).statusCode).toBe(200);
  });
});
