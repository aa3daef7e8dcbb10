import { Ban, CircleCheck, PencilLine } from "lucide-react";
import { toast } from "sonner";
import { fulfilmentStatusLabel } from "../../shared/fulfilment-status";
import { formatEuroAmount } from "../../shared/format";
import { saleStatusText } from "../../shared/order-status";
import type { PaperOrder, PaperOrdersPage } from "../../shared/paper-orders-responses";
import { paperPaymentLabel, paymentMethodLabels } from "../../shared/payment-methods";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { useConfirmPaperOrder } from "./paper-orders-api";

const orders = (count: number) => `${count} commande${count > 1 ? "s" : ""}`;

/**
 * 'Espèces' and 'Chèques': what the paper orders that count add up to, the money the association holds; and, when
 * there are some, the orders above the campaign's ceiling that wait for a manager.
 */
export function PaperOrderTotals({ totals, mayConfirm }: { totals: PaperOrdersPage["totals"]; mayConfirm: boolean }) {
  const rows = [
    { label: paymentMethodLabels.cash, ...totals.cash },
    { label: "Chèques", ...totals.cheque },
  ];
  const awaiting = totals.awaiting_confirmation;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        {rows.map((row) => (
          <div key={row.label} className="rounded-2xl bg-peach-light p-4">
            <dt className="text-sm text-muted">{row.label}</dt>
            <dd className="mt-1 font-display text-xl font-semibold text-chocolate tabular-nums">{formatEuroAmount(row.total_eur)}</dd>
            <dd className="text-xs text-muted">{orders(row.count)}</dd>
          </div>
        ))}
      </dl>
      {awaiting.count > 0 ? (
        <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">
          <span className="font-semibold">
            En attente de confirmation : {orders(awaiting.count)} ({formatEuroAmount(awaiting.total_eur)})
          </span>
          <span className="block">
            {mayConfirm
              ? "Au-delà du plafond de la campagne, une commande papier ne compte qu'une fois confirmée par un responsable : vérifiez-la, puis confirmez-la."
              : "Au-delà du plafond de la campagne, une commande papier ne compte qu'une fois confirmée par un responsable de l'association."}
          </span>
        </p>
      ) : null}
    </>
  );
}

type ListProps = {
  campaignId: string;
  orders: PaperOrder[];
  onCorrect: (order: PaperOrder) => void;
  onCancel: (order: PaperOrder) => void;
};

/**
 * The campaign's paper orders, newest first: one card each, with 'Corriger' and 'Annuler la commande' while open, and
 * 'Confirmer' for a manager on an order above the campaign's ceiling.
 */
export function PaperOrderList({ campaignId, orders, onCorrect, onCancel }: ListProps) {
  if (orders.length === 0) {
    return (
      <Card className="p-6">
        <p className="text-muted">Aucune commande papier pour le moment.</p>
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Commandes papier enregistrées">
      {orders.map((order) => (
        <PaperOrderItem key={order.id} campaignId={campaignId} order={order} onCorrect={onCorrect} onCancel={onCancel} />
      ))}
    </ul>
  );
}

function PaperOrderItem({ campaignId, order, onCorrect, onCancel }: { order: PaperOrder } & Omit<ListProps, "orders">) {
  const cancelled = order.status === "cancelled";
  const awaiting = order.status === "awaiting_confirmation";
  const confirm = useConfirmPaperOrder(campaignId);
  const onConfirm = async () => {
    const { changed } = await confirm.mutateAsync(order.id);
    toast.success(changed ? `Commande ${order.order_reference} confirmée` : `Commande ${order.order_reference} déjà confirmée`, {
      description: "Elle compte maintenant dans vos ventes.",
    });
  };
  return (
    <li className="rounded-2xl bg-white p-4 shadow-(--shadow-soft)" aria-label={`Commande ${order.order_reference}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold text-chocolate">{order.order_reference}</p>
          <p className={cancelled ? "font-medium break-words text-muted line-through" : "font-medium break-words text-ink"}>
            {order.customer_name || "—"}
          </p>
          {order.customer_email ? <p className="text-xs break-all text-muted">{order.customer_email}</p> : null}
          {order.email_confirmed === false ? (
            // docs/product.md#buyer-addresses: the buyer got one mail to confirm it, and gets no other before.
            <p className="mt-1 text-xs text-muted">
              <Badge variant="warning">Adresse non confirmée</Badge> Aucun e-mail avant qu'il la confirme.
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <p className="font-display text-lg font-semibold text-chocolate tabular-nums">{formatEuroAmount(order.amount_total)}</p>
          {cancelled || awaiting ? <Badge variant={saleStatusText(order.status).tone}>{saleStatusText(order.status).badge}</Badge> : null}
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted">Tablettes</dt>
        <dd className="tabular-nums">{order.bars_count}</dd>
        <dt className="text-muted">Paiement</dt>
        <dd>{paperPaymentLabel(order.payment_method, order.cheque_number)}</dd>
        {order.seller_name ? (
          <>
            <dt className="text-muted">Vendeur</dt>
            <dd className="break-words">{order.seller_name}</dd>
          </>
        ) : null}
        {!cancelled ? (
          <>
            <dt className="text-muted">Préparation</dt>
            <dd>{fulfilmentStatusLabel(order.fulfilment_status)}</dd>
          </>
        ) : null}
        {order.paid_out && !cancelled ? (
          <>
            <dt className="text-muted">Versement</dt>
            <dd>Comptée dans un versement à l'association</dd>
          </>
        ) : null}
        {order.note ? (
          <>
            <dt className="text-muted">Note</dt>
            <dd className="break-words">{order.note}</dd>
          </>
        ) : null}
      </dl>
      {order.confirmable || order.editable || order.cancellable ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {order.confirmable ? (
            <Button
              onClick={() => void onConfirm()}
              disabled={confirm.isPending}
              aria-label={`Confirmer la commande ${order.order_reference}`}
            >
              <CircleCheck aria-hidden="true" />
              {confirm.isPending ? "Confirmation..." : "Confirmer"}
            </Button>
          ) : null}
          {order.editable ? (
            <Button variant="outline" onClick={() => onCorrect(order)} aria-label={`Corriger la commande ${order.order_reference}`}>
              <PencilLine aria-hidden="true" />
              Corriger
            </Button>
          ) : null}
          {order.cancellable ? (
            <Button variant="ghost" onClick={() => onCancel(order)} aria-label={`Annuler la commande ${order.order_reference}`}>
              <Ban aria-hidden="true" />
              Annuler la commande
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
