import type { Sale } from "../../shared/order";
import type { SalesListFilter } from "../../shared/order-status";
import { roleCan, type AssociationRole } from "../../shared/team-rules";
import type { Db } from "../db/client";
import { listAssociationSales, listCampaignSales } from "./queries";

type PageOptions = { limit: number; cursor?: string; campaign_id?: string; status?: SalesListFilter };

/**
 * A sale as a role may read it: the buyers' contact details (e-mail and postal address) go to the roles that
 * see the money; a volunteer distributing the bars reads the name, the bars and how they are handed over
 * (docs/product.md#roles).
 */
export function saleForRole<T extends Sale>(sale: T, role: AssociationRole): T {
  if (roleCan(role, "seeMoney")) return sale;
  return { ...sale, customer_email: null, delivery_address: null, delivery_postal_code: null, delivery_city: null };
}

/** The drawer's page of a campaign's sales, as the reader's role may see it. */
export async function readCampaignSales(db: Db, options: { campaignId: string; role: AssociationRole; page: PageOptions }) {
  const { status, ...keyset } = options.page;
  const page = await listCampaignSales(db, { campaignId: options.campaignId, ...keyset, filter: status });
  return { ...page, sales: page.sales.map((sale) => saleForRole(sale, options.role)) };
}

/** The sales page's page of the association's sales, as the reader's role may see it. */
export async function readAssociationSales(db: Db, options: { associationId: string; role: AssociationRole; page: PageOptions }) {
  const { campaign_id, status, ...keyset } = options.page;
  const page = await listAssociationSales(db, { associationId: options.associationId, ...keyset, campaignId: campaign_id, filter: status });
  return { ...page, sales: page.sales.map((sale) => saleForRole(sale, options.role)) };
}
