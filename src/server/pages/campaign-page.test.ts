import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, appForFile, createTestApp, send, signUpAndSignIn } from "../../../tests/support/app";
import type { App } from "../app";
import { draftCampaign, memberWithAssociation, publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";

const app = await appForFile({ adminEmails: [ADMIN_EMAIL] });
let slug: string;
let draftSlug: string;

beforeAll(async () => {
  const { cookie: member, associationId } = await memberWithAssociation(app, "membre@exemple.fr");
  const admin = await signUpAndSignIn(app, ADMIN_EMAIL);
  const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
    cookie: member,
    body: {
      association_name: "Les P'tits Loups & Cie",
      association_description: "Crèche associative de Séné.",
      campaign_message: "Nous voulons aménager un jardin sensoriel pour les tout-petits de la crèche. ".repeat(3),
      project_goal_eur: 3000,
      contact_email: "creche@exemple.fr",
      association_address: "Rue des Écoles, Séné",
      hero_image_url: "/uploads/campaign-heroes/x/hero.webp",
    },
  });
  const campaign = created.json().campaign;
  slug = campaign.public_slug;
  await send(app, "POST", `/api/admin/campaigns/${campaign.id}/publish`, { cookie: admin, body: {} });

  draftSlug = "brouillon-cache";
  await draftCampaign(app, { memberEmail: "autre@exemple.fr", slug: draftSlug });
});

describe("public campaign page HTML", () => {
  it("arrives whole when compressed, as browsers ask for it (over real HTTP)", async () => {
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    for (const encoding of ["gzip", "br"]) {
      // fetch decompresses what it asked for; an empty or cut body fails the checks below.
      const response = await fetch(`${base}/c/${slug}`, { headers: { "accept-encoding": encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      const html = await response.text();
      expect(html).toContain("<title>Les P'tits Loups &amp; Cie | Campagne</title>");
      expect(html.trimEnd().endsWith("</html>")).toBe(true);
    }
  });

  it("carries the title, description, Open Graph tags and the campaign data", async () => {
    for (const prefix of ["/c/", "/campaign/"]) {
      const response = await app.inject({ method: "GET", url: `${prefix}${slug}` });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain("<title>Les P'tits Loups &amp; Cie | Campagne</title>");
      expect(html).toContain(`<meta property="og:type" content="website" />`);
      expect(html).toContain(`<meta property="og:title" content="Les P'tits Loups &amp; Cie | Campagne" />`);
      expect(html).toContain(`<meta property="og:image" content="http://localhost:3000/uploads/campaign-heroes/x/hero.webp" />`);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)![1];
      expect(description).toHaveLength(160);
      const data = /<script id="campaign-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1];
      expect(JSON.parse(data)).toMatchObject({ public_slug: slug, amount_raised_eur: 0, project_goal_eur: 3000 });
    }
  });

  it("answers 404 with 'Page introuvable' for unknown and unpublished campaigns", async () => {
    for (const url of ["/c/n-existe-pas", `/c/${draftSlug}`, `/campaign/${draftSlug}`]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("<title>Page introuvable | Boutique Solidaire</title>");
      expect(response.body).not.toContain("campaign-data");
    }
  });

  it("is sent as bytes made once per version: compressed, with a strong ETag and 304 (decision 025)", async () => {
    const page = (headers: Record<string, string>) => app.inject({ method: "GET", url: `/c/${slug}`, headers });
    const plain = await page({});
    expect(plain.headers["cache-control"]).toBe("no-cache");
    expect(plain.headers.vary).toBe("accept-encoding");
    expect(plain.headers["content-security-policy"]).toContain("default-src 'self'");
    const br = await page({ "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const etag = br.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await page({ "accept-encoding": "br" })).headers.etag).toBe(etag);
    const revalidated = await page({ "accept-encoding": "br", "if-none-match": etag });
    expect([revalidated.statusCode, revalidated.body]).toEqual([304, ""]);

    // A payment makes a new version of the page (its amount raised): new bytes, new ETag.
    const campaignId = JSON.parse(/<script id="campaign-data" type="application\/json">(.*?)<\/script>/s.exec(plain.body)![1]).id;
    await placeOrder(app, campaignId, [{ id: "noir", quantity: 2 }]);
    await expect
      .poll(async () => (await page({ "accept-encoding": "br", "if-none-match": etag })).statusCode, { timeout: 10_000 })
      .toBe(200);
    const paid = await page({ "accept-encoding": "br" });
    expect(paid.headers.etag).not.toBe(etag);
    expect(zlib.brotliDecompressSync(paid.rawPayload).toString()).toContain('"amount_raised_eur":3.2');
  });

  it("answers unknown and unpublished campaigns 404 whatever ETag is sent", async () => {
    for (const url of ["/c/n-existe-pas", `/c/${draftSlug}`]) {
      const response = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br", "if-none-match": "*" } });
      expect(response.statusCode).toBe(404);
      expect(response.headers.etag).toBeUndefined();
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain("<title>Page introuvable | Boutique Solidaire</title>");
    }
  });

  it("still serves the creation form route", async () => {
    expect((await app.inject({ method: "GET", url: "/campaign/create" })).statusCode).toBe(200);
  });
});

// What `npm run build` makes for the stand-alone campaign page (decision 009), in miniature: the page and a
// renderer, which here fails for one association, as a rendering bug would.
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "build-"));
  mkdirSync(path.join(dir, "client"));
  mkdirSync(path.join(dir, "server"));
  const page = (script: string) =>
    `<!doctype html><html lang="fr"><head><title>Boutique Solidaire</title></head><body><div id="root"></div><script src="${script}"></script></body></html>`;
  writeFileSync(path.join(dir, "client/index.html"), page("/assets/app.js"));
  writeFileSync(path.join(dir, "client/campaign.html"), page("/assets/campaign.js"));
  writeFileSync(
    path.join(dir, "server/render-campaign.mjs"),
    `export function renderCampaignPage(campaign) {
      if (campaign.association_name === "Brouillon") throw new Error("rendering bug");
      return "<main><h1>Soutenez " + campaign.association_name.replace(/&/g, "&amp;") + "</h1></main>";
    }`,
  );
  return dir;
}

describe("the campaign page rendered by the server", () => {
  let built: App;
  let buildDir: string;
  let admin: string;
  beforeAll(async () => {
    buildDir = fakeBuild();
    built = await createTestApp({ adminEmails: ["admin@exemple.fr"] }, { clientDir: path.join(buildDir, "client") });
    admin = await signUpAndSignIn(built, "admin@exemple.fr");
  });
  afterAll(async () => {
    await built?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  const publish = async (name: string) => {
    const memberEmail = `membre-${name.length}@exemple.fr`;
    return (await publishedCampaign(built, { memberEmail, adminCookie: admin, form: { association_name: name } })).campaign.public_slug;
  };

  it("sends the page with its markup, its own script and its data", async () => {
    const html = (await built.inject({ method: "GET", url: `/c/${await publish("Judo & Cie")}` })).body;
    expect(html).toContain('<div id="root"><main><h1>Soutenez Judo &amp; Cie</h1></main></div>');
    expect(html).toContain('<script src="/assets/campaign.js">');
    expect(html).toContain("<title>Judo &amp; Cie | Campagne</title>");
    expect(html).toMatch(/<script id="campaign-data" type="application\/json">\{.*"association_name":"Judo \\u0026 Cie"/);
  });

  it("falls back to the app, which renders from the data, when rendering fails", async () => {
    const response = await built.inject({ method: "GET", url: `/c/${await publish("Brouillon")}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<script src="/assets/app.js">');
    expect(response.body).toContain('"association_name":"Brouillon"');
  });
});
