import { describe, expect, it } from "vitest";
import type { PublicCampaign } from "../../shared/campaign";
import { embedJson } from "../../shared/embed-json";
import { campaignMeta, renderShell, withoutPrerenderedHome } from "./page-meta";

const campaign = {
  association_name: "Club de Judo",
  campaign_message: "M".repeat(200),
  seo_title: null,
  seo_description: null,
  og_image_url: null,
  hero_image_url: "/uploads/campaign-heroes/a/b.webp",
  logo_url: "https://cdn.example/logo.webp",
  public_slug: "club-judo",
} as PublicCampaign;

describe("campaignMeta", () => {
  it("falls back as docs/product.md#page-metadata says", () => {
    const meta = campaignMeta(campaign, "https://boutique.example");
    expect(meta.title).toBe("Club de Judo | Campagne");
    expect(meta.description).toBe("M".repeat(160));
    expect(meta.ogImage).toBe("https://boutique.example/uploads/campaign-heroes/a/b.webp");
    expect(campaignMeta({ ...campaign, hero_image_url: null }, "x").ogImage).toBe("https://cdn.example/logo.webp");
    expect(
      campaignMeta({ ...campaign, og_image_url: "https://cdn.example/og.webp", seo_title: "Titre", seo_description: "Desc" }, "x"),
    ).toMatchObject({
      title: "Titre",
      description: "Desc",
      ogImage: "https://cdn.example/og.webp",
    });
  });

  it("shows a hero of ours in link previews by its 1600 px copy (decision 043)", () => {
    const hero = "/uploads/campaign-heroes/0b6f3c2e-1a2b-4c3d-8e9f-0123456789ab/5d1e2f3a-4b5c-4d6e-8f70-123456789abc.webp";
    expect(campaignMeta({ ...campaign, hero_image_url: hero }, "https://boutique.example").ogImage).toBe(
      `https://boutique.example${hero.replace(/\.webp$/, ".w1600.webp")}`,
    );
  });
});

describe("renderShell", () => {
  const shell = `<html><head><title>Boutique Solidaire</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>`;

  it("escapes what it puts into the page", () => {
    const html = renderShell(shell, {
      meta: { ...campaignMeta(campaign, "https://b.example"), title: `"><script>alert(1)</script>` },
      data: { id: "campaign-data", value: { text: "</script><script>alert(1)</script>" } },
    });
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(JSON.parse(embedJson("</script>"))).toBe("</script>");
  });
});

describe("withoutPrerenderedHome", () => {
  it("empties the root of a prerendered shell and leaves a plain one alone", () => {
    const prerendered = `<html><head></head><body>\n<div id="root"><div id="prerendered-home"><div><p>Accueil</p></div></div></div>\n</body></html>`;
    expect(withoutPrerenderedHome(prerendered)).toBe(`<html><head></head><body>\n<div id="root"></div>\n</body></html>`);
    const plain = `<html><body><div id="root"></div><script src="/x.js"></script></body></html>`;
    expect(withoutPrerenderedHome(plain)).toBe(plain);
  });
});
