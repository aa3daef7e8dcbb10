import { and, eq } from "drizzle-orm";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { memberships } from "../db/schema";
import { isAdmin } from "../account/provision";

/** Every association-scoped call goes through here: members only (SPEC.md §6). */
export async function requireMembership(db: Db, userId: string, associationId: string) {
  const rows = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.user_id, userId), eq(memberships.association_id, associationId)))
    .limit(1);
  if (rows.length === 0) throw new AppError("FORBIDDEN");
  return rows[0].role;
}

export async function requireAdmin(db: Db, userId: string) {
  if (!(await isAdmin(db, userId))) throw new AppError("FORBIDDEN");
}
