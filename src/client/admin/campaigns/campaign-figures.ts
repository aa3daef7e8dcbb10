import type { AdminCampaignOverview } from "../../../shared/admin-responses";
import { formatEuros } from "../../../shared/money";

type Totals = Pick<AdminCampaignOverview, "sales_total_cents" | "bars_sold" | "orders_count">;

/** A campaign's figures, on its row of 'Campagnes' and at the top of its page (docs/product.md#campaigns-overview). */
export const campaignFigures = (totals: Totals) =>
  [
    ["Ventes", formatEuros(totals.sales_total_cents)],
    ["Tablettes", String(totals.bars_sold)],
    ["Commandes", String(totals.orders_count)],
  ] as const;
