import { sql } from "drizzle-orm";
import { SELLER_RETENTION_DAYS } from "../../shared/sellers-rules";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";

// The sellers' data (first names, groups, goals, the parents' agreement) are kept for the campaign and deleted
// SELLER_RETENTION_DAYS days after its end (docs/product.md#privacy): the end is its last date (order deadline or
// distribution day) or, for a campaign without dates, its last order (or its creation when it has none). Their
// orders stay, counted 'Sans vendeur' from then on. The server runs it with the other deletions (privacy/retention.ts).

const DAY_MS = 24 * 3600 * 1000;

/** The day a dated campaign's sellers will be deleted ('YYYY-MM-DD'), or null when the campaign has no dates. */
export function sellersDeleteOn(campaign: { order_deadline: string | null; distribution_date: string | null }): string | null {
  const dates = [campaign.order_deadline, campaign.distribution_date].filter((day): day is string => day !== null);
  if (dates.length === 0) return null;
  const end = dates.sort().at(-1)!;
  return new Date(Date.parse(`${end}T00:00:00Z`) + SELLER_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Deletes the sellers of every campaign whose end is more than SELLER_RETENTION_DAYS days before `today`. */
export async function deleteExpiredSellers(db: Db, today: Date): Promise<number> {
  const day = today.toISOString().slice(0, 10);
  const deleted = await selectRows<{ id: string }>(
    db,
    sql`
    delete from sellers v
     using campaigns c
     where c.id = v.campaign_id
       and coalesce(greatest(c.order_deadline, c.distribution_date),
                    (select max(s.created_at)::date from sales s where s.campaign_id = c.id),
                    c.created_at::date) + ${SELLER_RETENTION_DAYS}::int < ${day}::date
    returning v.id`,
  );
  return deleted.length;
}
