import { useState } from "react";
import { CircleCheck, Download } from "lucide-react";
import { toast } from "sonner";
import { formatEuroAmount } from "../../shared/format";
import type { PaperOrderRequest } from "../../shared/paper-orders";
import type { PaperOrder, PaperOrdersPage as PaperOrdersData } from "../../shared/paper-orders-responses";
import { paperPaymentLabel } from "../../shared/payment-methods";
import { CampaignPageData, useCampaignPage } from "../components/campaign-page/campaign-page-context";
import { MorePages, type MorePagesQuery } from "../components/more-pages";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { CancelPaperOrderDialog, CorrectPaperOrderSheet } from "./paper-order-dialogs";
import { PaperOrderForm } from "./paper-order-form";
import { PaperOrderList, PaperOrderTotals } from "./paper-order-list";
import { paperOrdersCsvUrl, usePaperOrders, useRecordPaperOrder } from "./paper-orders-api";

// /commandes-papier/:campaignId, 'Commandes hors ligne' (docs/product.md#paper-orders): the form for the next paper
// order, then the campaign's paper orders, page after page ('Voir plus'), with 'Corriger', 'Annuler la commande' and,
// for managers, 'Confirmer' on the orders above the campaign's ceiling.

type Recorded = { reference: string; amount: number; payment: string; awaiting: boolean };

/** Said of an order above the campaign's ceiling, once the server recorded it so. */
const AWAITING_NOTE = "En attente de confirmation par un responsable : elle ne compte pas encore dans vos ventes.";

function RecordSection({ page }: { page: PaperOrdersData }) {
  const record = useRecordPaperOrder(page.campaign.id);
  const [last, setLast] = useState<Recorded | null>(null);

  const submit = async (order: PaperOrderRequest) => {
    setLast(null);
    const { order: saved } = await record.mutateAsync(order);
    // What the server priced and stored is what the member reads back, not the form's own total.
    const recorded = {
      reference: saved.order_reference,
      amount: saved.amount_total,
      payment: paperPaymentLabel(saved.payment_method, saved.cheque_number),
      awaiting: saved.status === "awaiting_confirmation",
    };
    setLast(recorded);
    toast.success(`Commande ${recorded.reference} enregistrée`, {
      description: `${formatEuroAmount(recorded.amount)} · ${recorded.payment}${recorded.awaiting ? `. ${AWAITING_NOTE}` : ""}`,
    });
    return "reset" as const;
  };

  if (!page.campaign.is_published) {
    return (
      <Card className="p-6">
        <p className="text-ink">Cette campagne n'est pas en ligne : vous ne pouvez pas enregistrer de nouvelle commande papier.</p>
      </Card>
    );
  }
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-xl font-semibold">Nouvelle commande</h2>
      {last ? (
        <p role="status" className="mb-4 flex items-start gap-2 rounded-2xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="block font-semibold">Commande {last.reference} enregistrée</span>
            {formatEuroAmount(last.amount)} · {last.payment}
            {last.awaiting ? <span className="mt-1 block">{AWAITING_NOTE}</span> : null}
          </span>
        </p>
      ) : null}
      <PaperOrderForm
        campaignBarPriceEur={page.campaign.bar_price_eur}
        showEmail
        showNote
        sellers={page.sellers}
        submitLabel="Enregistrer la commande"
        pendingLabel="Enregistrement..."
        onSubmit={submit}
      />
    </Card>
  );
}

function PaperOrdersContent({ page, orders, more }: { page: PaperOrdersData; orders: PaperOrder[]; more: MorePagesQuery }) {
  const [correcting, setCorrecting] = useState<PaperOrder | null>(null);
  const [cancelling, setCancelling] = useState<PaperOrder | null>(null);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <RecordSection page={page} />
      <section className="flex flex-col gap-4" aria-labelledby="paper-orders-title">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="paper-orders-title" className="text-xl font-semibold">
            Commandes papier enregistrées
          </h2>
          {/* The file holds the buyers' e-mails: the roles that see them (docs/product.md#roles). */}
          {page.sees_contacts ? (
            <Button asChild variant="outline">
              <a href={paperOrdersCsvUrl(page.campaign.id)} download>
                <Download aria-hidden="true" />
                Exporter en CSV
              </a>
            </Button>
          ) : null}
        </div>
        <PaperOrderTotals totals={page.totals} mayConfirm={page.may_confirm} />
        <PaperOrderList campaignId={page.campaign.id} orders={orders} onCorrect={setCorrecting} onCancel={setCancelling} />
        <MorePages query={more} failed="Impossible de charger la suite des commandes papier. Vérifiez votre connexion, puis réessayez." />
      </section>
      <CorrectPaperOrderSheet
        campaignId={page.campaign.id}
        order={correcting}
        seesContacts={page.sees_contacts}
        barPriceEur={page.campaign.bar_price_eur}
        sellers={page.sellers}
        onClose={() => setCorrecting(null)}
      />
      <CancelPaperOrderDialog campaignId={page.campaign.id} order={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

export function PaperOrdersPage() {
  const { campaign } = useCampaignPage();
  const query = usePaperOrders(campaign.id);
  // The campaign, the totals and what the reader may do come with every page: the first one's are shown.
  return (
    <CampaignPageData query={query}>
      {(data) => <PaperOrdersContent page={data.pages[0]} orders={data.pages.flatMap((page) => page.orders)} more={query} />}
    </CampaignPageData>
  );
}
