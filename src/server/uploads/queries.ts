import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberships } from "../db/schema";

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
