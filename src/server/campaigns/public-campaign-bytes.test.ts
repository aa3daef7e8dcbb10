import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { creationForm, publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { publicCampaignResponseSchema } from "../../shared/campaign-responses";

// Decision 024: a published campaign's JSON goes as bytes made once per version, compressed, with its ETag.

const { app, admin } = await appWithAdminForFile();
const { member, campaign } = await publishedCampaign(app, { memberEmail: "judo@exemple.fr", adminCookie: admin });
const url = `/api/campaigns/by-slug/${campaign.public_slug}`;

const read = (headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const etagOf = async () => (await read({ "accept-encoding": "br" })).headers.etag;

describe("GET /api/campaigns/by-slug/:slug, published", () => {
  it("sends the JSON the schema writes, gzip and Brotli decoding to the same bytes", async () => {
    const plain = await read();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    // Kept by a browser only to be asked again (If-None-Match): the amount raised moves.
    expect(plain.headers["cache-control"]).toBe("no-cache");
    expect(plain.headers.vary).toBe("accept-encoding");
    const written = JSON.stringify(publicCampaignResponseSchema.encode(publicCampaignResponseSchema.parse(plain.json())));
    expect(plain.body).toBe(written);
    expect(plain.json().campaign).toMatchObject({ id: campaign.id, association_name: "Club de Judo de Vannes", amount_raised_eur: 0 });

    const br = await read({ "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(written);
    const gzip = await read({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(written);
  });

  it("keeps the security headers", async () => {
    const response = await read({ "accept-encoding": "br" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("has a strong ETag, stable while nothing changes, and answers 304 to it", async () => {
    const etag = await etagOf();
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // The copy in memory is dropped and read again: the same bytes, the same ETag.
    app.publishedCampaigns.forget(campaign.id);
    expect(await etagOf()).toBe(etag);
    const again = await read({ "accept-encoding": "br", "if-none-match": etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
  });

  it("changes its bytes and its ETag when the campaign changes", async () => {
    const before = await etagOf();
    const saved = await send(app, "PATCH", `/api/campaigns/${campaign.id}`, {
      cookie: member,
      body: { ...creationForm, public_slug: campaign.public_slug, campaign_message: "Des kimonos neufs pour les plus jeunes, merci !" },
    });
    expect(saved.statusCode).toBe(200);
    await send(app, "POST", `/api/campaigns/${campaign.id}/publish-changes`, { cookie: member, body: {} });
    const after = await read({ "accept-encoding": "br", "if-none-match": before as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(JSON.parse(zlib.brotliDecompressSync(after.rawPayload).toString()).campaign.campaign_message).toBe(
      "Des kimonos neufs pour les plus jeunes, merci !",
    );
  });

  it("changes its bytes and its ETag with a payment (the amount raised)", async () => {
    const before = await etagOf();
    await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }]);
    // On PostgreSQL the database's announcement comes on another connection, a moment after the commit.
    await expect.poll(async () => (await read()).json().campaign.amount_raised_eur, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await etagOf()).not.toBe(before);
  });
});

describe("GET /api/campaigns/by-slug/:slug, not published", () => {
  it("answers unknown and closed slugs with their French error, whatever ETag is sent", async () => {
    const draft = await send(app, "POST", `/api/campaigns/${campaign.id}/unpublish`, { cookie: member, body: {} });
    expect(draft.statusCode).toBe(200);
    const answers = { [campaign.public_slug]: "CAMPAIGN_CLOSED", "n-existe-pas": "CAMPAIGN_NOT_FOUND" };
    for (const [slug, code] of Object.entries(answers)) {
      const response = await app.inject({
        method: "GET",
        url: `/api/campaigns/by-slug/${slug}`,
        headers: { "accept-encoding": "br", "if-none-match": "*" },
      });
      expect(response.statusCode).toBe(code === "CAMPAIGN_CLOSED" ? 410 : 404);
      expect(response.json().code).toBe(code);
    }
  });

  it("still gives its members the preview, compressed, never stored", async () => {
    const response = await send(app, "GET", url, { cookie: member, headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(response.rawPayload).toString()).campaign).toMatchObject({ id: campaign.id, is_published: false });
  });
});
