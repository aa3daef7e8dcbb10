import { eq } from "drizzle-orm";
import type { App } from "../../src/server/app";
import { refunds, sales } from "../../src/server/db/schema";
import { send } from "./app";

let buyers = 0;

/**
 * An order placed through checkout and, unless `pay` is false, paid on the simulated payment page: the way a donor
 * makes one. Home deliveries go to Vannes.
 */
export async function placeOrder(
  app: App,
  campaignId: string,
  cart: { id: string; quantity: number }[],
  options: { home?: boolean; pay?: boolean; name?: string; donationEur?: number; sellerId?: string } = {},
) {
  const email = `donateur${++buyers}-${Date.now().toString(36)}@exemple.fr`;
  const name = options.name ?? "Marie Le Goff";
  const buyer_info = options.home
    ? {
        buyer_name: name,
        buyer_email: email,
        delivery_mode: "home_delivery",
        delivery_address: "1 rue Haute",
        delivery_postal_code: "56000",
        delivery_city: "Vannes",
      }
    : { buyer_name: name, buyer_email: email, delivery_mode: "pickup" };
  const response = await send(app, "POST", "/api/checkout", {
    body: {
      campaign_id: campaignId,
      cart,
      buyer_info,
      ...(options.donationEur ? { donation_eur: options.donationEur } : {}),
      ...(options.sellerId ? { seller_id: options.sellerId } : {}),
    },
  });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  const saleId: string = response.json().sale_id;
  if (options.pay !== false) await app.inject({ method: "POST", url: `/pay/simulated/${saleId}/confirm` });
  return { saleId, email, reference: response.json().order_reference as string };
}

type ParcelOfPage = { kind: "home" | "campaign"; campaign_id: string; sale_id: string | null; order_references: string[] };

/** Every parcel 'Préparation' lists, page after page: the campaigns' pick-up parcels, then the home deliveries. */
export async function preparationParcels(app: App, cookie: string): Promise<ParcelOfPage[]> {
  const parcels: ParcelOfPage[] = [];
  for (const kind of ["campaign", "home"] as const) {
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ kind, limit: "2", ...(cursor ? { cursor } : {}) });
      const page: { parcels: ParcelOfPage[]; next_cursor: string | null } = (
        await send(app, "GET", `/api/admin/preparation/parcels?${query}`, { cookie })
      ).json();
      parcels.push(...page.parcels);
      cursor = page.next_cursor;
    } while (cursor);
  }
  return parcels;
}

/** A sale's row as the database holds it. */
export async function saleRow(app: App, id: string) {
  return (await app.database.db.select().from(sales).where(eq(sales.id, id)))[0];
}

/** The refund rows of a sale, whatever their status. */
export function refundRowsOf(app: App, saleId: string) {
  return app.database.db.select().from(refunds).where(eq(refunds.sale_id, saleId));
}
