import type { Seller } from "../../shared/sellers-responses";
import { formatEuros } from "../../shared/money";
import { Badge } from "../components/ui/badge";
import { Card } from "../components/ui/card";
import { CopyLinkButton } from "./copy-link-button";
import { DeleteSellerDialog } from "./delete-seller-dialog";
import { EditSellerDialog } from "./edit-seller-dialog";
import { GoalProgress } from "./goal-progress";
import { SellerQrDialog } from "./seller-qr-dialog";

// The sellers and who sold what. One card each on a phone; from a laptop's width the cards line up into rows under
// column titles, a table to read down. A list either way, each seller named, so a screen reader hears the same.

const rowColumns =
  "lg:grid lg:grid-cols-[minmax(8rem,0.9fr)_minmax(9rem,0.9fr)_minmax(8rem,0.6fr)_minmax(31rem,2.8fr)] lg:items-center lg:gap-4";

type SellerListProps = { campaignId: string; sellers: Seller[]; groups: string[] };

export function SellerList({ campaignId, sellers, groups }: SellerListProps) {
  if (sellers.length === 0) {
    return (
      <Card className="p-6">
        <p className="font-medium text-ink">Aucun vendeur pour l'instant…</p>
        <p className="mt-1 text-sm text-muted">
          Ajoutez les enfants ou les membres qui vendent, un par un ou en collant la liste de la classe : chacun reçoit son lien personnel,
          et ses ventes s'affichent ici.
        </p>
      </Card>
    );
  }
  return (
    <div>
      <div
        aria-hidden="true"
        className={`hidden border-b border-line px-4 pb-2 text-xs font-semibold tracking-wide text-muted uppercase ${rowColumns}`}
      >
        <span>Vendeur</span>
        <span>Objectif</span>
        <span>Ventes</span>
        <span>Lien personnel</span>
      </div>
      <ul aria-label="Vendeurs" className="flex flex-col gap-3 lg:gap-0 lg:divide-y lg:divide-line/70">
        {sellers.map((seller) => (
          <SellerRow key={seller.id} campaignId={campaignId} seller={seller} groups={groups} />
        ))}
      </ul>
    </div>
  );
}

function SellerRow({ campaignId, seller, groups }: { campaignId: string; seller: Seller; groups: string[] }) {
  return (
    <li
      aria-label={seller.group_name ? `${seller.first_name}, ${seller.group_name}` : seller.first_name}
      className={`flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-(--shadow-soft) lg:rounded-none lg:shadow-none ${rowColumns}`}
    >
      <div className="min-w-0">
        <p className="text-lg font-semibold break-words text-chocolate lg:text-base">{seller.first_name}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="break-words">{seller.group_name ?? "Sans groupe"}</span>
          {seller.is_minor ? <Badge variant="peach">Enfant</Badge> : null}
        </p>
      </div>
      <GoalProgress bars={seller.bars} goalBars={seller.goal_bars} firstName={seller.first_name} />
      <dl className="grid grid-cols-3 gap-2 text-sm lg:grid-cols-1 lg:gap-0">
        <SalesFigure label="Tablettes" value={String(seller.bars)} />
        <SalesFigure label="Montant" value={formatEuros(seller.amount_cents)} />
        <SalesFigure label="Commandes" value={String(seller.orders)} />
      </dl>
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-xs break-all text-muted">{seller.link}</p>
        <div className="flex flex-wrap gap-2">
          <CopyLinkButton link={seller.link} firstName={seller.first_name} className="max-lg:flex-1" />
          <SellerQrDialog campaignId={campaignId} seller={seller} />
          <EditSellerDialog campaignId={campaignId} seller={seller} groups={groups} />
          <DeleteSellerDialog campaignId={campaignId} seller={seller} />
        </div>
      </div>
    </li>
  );
}

function SalesFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-xl bg-peach-light px-3 py-2 lg:flex-row lg:items-baseline lg:justify-between lg:gap-2 lg:bg-transparent lg:p-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold text-chocolate tabular-nums">{value}</dd>
    </div>
  );
}
