import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, memberships } from "../db/schema";

/** The association a user works for when the client names none: their first membership, as in GET /api/me. */
export async function firstAssociationIdOf(db: Db, userId: string): Promise<string | null> {
  const rows = await db
    .select({ associationId: memberships.association_id })
    .from(memberships)
    .where(eq(memberships.user_id, userId))
    .orderBy(asc(memberships.created_at))
    .limit(1);
  return rows[0]?.associationId ?? null;
}

/**
 * Every image address a campaign shows or may publish (its columns and its changes kept aside), the published
 * campaigns' first: what the variants' back-fill goes through (decision 043). Addresses of other sites come too;
 * the back-fill leaves them.
 */
export async function campaignImageUrls(db: Db): Promise<string[]> {
  const rows = await db
    .select({
      hero: campaigns.hero_image_url,
      logo: campaigns.logo_url,
      preview: campaigns.og_image_url,
      pending: campaigns.pending_changes,
    })
    .from(campaigns)
    .orderBy(desc(campaigns.is_published), desc(campaigns.created_at));
  const urls = new Set<string>();
  for (const { hero, logo, preview, pending } of rows) {
    for (const url of [hero, logo, preview, pending?.hero_image_url, pending?.logo_url, pending?.og_image_url]) {
      if (typeof url === "string" && url !== "") urls.add(url);
    }
  }
  return [...urls];
}
