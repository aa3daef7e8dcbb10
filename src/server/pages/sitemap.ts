import { asc, eq } from "drizzle-orm";
import { prerenderedPages } from "../../shared/public-pages";
import type { Db } from "../db/client";
import { campaigns } from "../db/schema";

// /sitemap.xml and /robots.txt (docs/product.md#search-engines): what search engines may read, and what they may not.

/** A sitemap holds at most 50 000 addresses (sitemaps.org); past that, the oldest campaigns are left out. */
const MAX_URLS = 50_000;

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The public pages, then each published campaign's page with the day it last changed. */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const published = await db
    .select({ slug: campaigns.public_slug, updatedAt: campaigns.updated_at })
    .from(campaigns)
    .where(eq(campaigns.is_published, true))
    .orderBy(asc(campaigns.public_slug))
    .limit(MAX_URLS - prerenderedPages.length - 1);
  const entries = [
    { loc: `${publicUrl}/` },
    ...prerenderedPages.map((page) => ({ loc: `${publicUrl}${page.path}` })),
    ...published.map((campaign) => ({
      loc: `${publicUrl}/c/${encodeURIComponent(campaign.slug)}`,
      lastmod: campaign.updatedAt.toISOString().slice(0, 10),
    })),
  ];
  const urls = entries.map(
    (entry) => `  <url><loc>${escapeXml(entry.loc)}</loc>${"lastmod" in entry ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Signed-in pages, previews, the payment's return pages, invitations and hand-over links are nobody's search result;
 * a seller's link names a child, so it stays out too (the campaign's own page is the one to find).
 */
const closed = [
  "/api/",
  "/auth/",
  "/login",
  "/compte",
  "/sales",
  "/releve/",
  "/commandes-papier/",
  "/distribution/",
  "/vendeurs/",
  "/messages/",
  "/onboarding/",
  "/campaign/create",
  "/preview/",
  "/admin",
  "/paiement/",
  "/remise/",
  "/invitation/",
  "/newsletter",
  "/dev/",
  "/pay/",
  "/c/*/v/",
];

export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", ...closed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}
