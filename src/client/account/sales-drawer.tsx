import { formatDistanceToNow } from "date-fns";
import { fr } from "date-fns/locale";
import type { CampaignCard } from "../../shared/campaign";
import { formatEuroAmount } from "../../shared/format";
import { Badge } from "../components/ui/badge";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../components/ui/sheet";
import { LoadingState } from "../components/ui/spinner";
import { useCampaignSales, type CampaignSale } from "./campaign-sales-api";
import { barsInSale, saleStatusDisplay } from "./sale-status";

type SalesDrawerProps = {
  campaign: CampaignCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** SPEC.md §2 "Sales drawer": summary, then one card per sale, newest first. */
export function SalesDrawer({ campaign, open, onOpenChange }: SalesDrawerProps) {
  const sales = useCampaignSales(campaign.id, open);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Détail des ventes</SheetTitle>
          <SheetDescription>Consultez toutes les ventes réalisées pour cette boutique</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-4 p-6">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-2xl bg-white p-4 shadow-(--shadow-soft)">
              <dt className="text-sm text-muted">Total des ventes</dt>
              <dd className="mt-1 font-display text-2xl font-semibold text-chocolate">{formatEuroAmount(campaign.sales_total_eur)}</dd>
            </div>
            <div className="rounded-2xl bg-white p-4 shadow-(--shadow-soft)">
              <dt className="text-sm text-muted">Tablettes vendues</dt>
              <dd className="mt-1 font-display text-2xl font-semibold text-chocolate">{campaign.bars_sold}</dd>
            </div>
          </dl>
          {sales.isPending ? (
            <LoadingState className="min-h-40" />
          ) : !sales.data?.length ? (
            <p className="rounded-2xl bg-peach-light p-5 text-center text-sm text-chocolate">
              Aucune vente pour le moment. Partagez votre boutique pour commencer à récolter des fonds !
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {sales.data.map((sale) => (
                <SaleCard key={sale.id} sale={sale} />
              ))}
            </ul>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function SaleCard({ sale }: { sale: CampaignSale }) {
  const status = saleStatusDisplay(sale.status);
  return (
    <li className="rounded-2xl bg-white p-4 shadow-(--shadow-soft)">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-chocolate">{formatEuroAmount(sale.amount_total)}</p>
          <p className="text-xs text-muted">
            {formatDistanceToNow(new Date(sale.created_at), { addSuffix: true, locale: fr })}
          </p>
        </div>
        <Badge variant={status.tone}>{status.label}</Badge>
      </div>
      <p className="mt-3 text-sm">
        <span className="text-muted">Nombre de tablettes :</span> {barsInSale(sale.items)}
      </p>
      <p className="mt-1 text-sm text-muted">Type(s) de chocolat :</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {sale.items.map((item, index) => (
          <li key={index}>
            {item.name ?? item.description ?? "Tablette"} (x{item.quantity ?? 1})
          </li>
        ))}
      </ul>
    </li>
  );
}
