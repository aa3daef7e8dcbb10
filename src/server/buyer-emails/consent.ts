import { sql, type SQL } from "drizzle-orm";

// docs/product.md#buyer-addresses: who the shop may write to about an order. A card buyer typed their own address at
// checkout and paid; an address a member typed on a paper order is written to once its owner confirmed it. Every
// mail to a buyer asks here first (payment, shipping, refund, messages to buyers), so that no other path reaches an
// address nobody confirmed.

type SaleConsent = { payment_method: string; buyer_email_confirmed_at: Date | null };

export function mayMailBuyer(sale: SaleConsent): boolean {
  return sale.payment_method === "card" || sale.buyer_email_confirmed_at !== null;
}

/** The same rule in SQL, for the sales row aliased `alias`. */
export function mailableBuyerSql(alias: string): SQL {
  const row = sql.raw(alias);
  return sql`(${row}.payment_method = 'card' or ${row}.buyer_email_confirmed_at is not null)`;
}

/** How an address is compared: case and surrounding spaces aside. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();
