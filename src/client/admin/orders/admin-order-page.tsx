import { useState, type ReactNode } from "react";
import { buyerEmailCorrectable } from "../../../shared/buyer-email-correction";
import { BuyerEmailDialog } from "../../components/buyer-email-dialog";
import { Link, useParams } from "react-router";
import type { AdminOrderDetail } from "../../../shared/admin-order-responses";
import { formatEuros, toCents } from "../../../shared/money";
import { pathTo } from "../../../shared/page-paths";
import { settledSaleStatuses } from "../../../shared/order-status";
import { AppPageHeader } from "../../components/page";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { AdminDetailPage } from "../admin-detail-page";
import { Facts } from "../facts";
import { LinesTable } from "../admin-tables";
import { deliveryModeLabels, formatDateTime, FulfilmentBadge, PaymentBadge } from "../admin-format";
import { useAdminOrder } from "./orders-api";
import { OrderHistory } from "./order-history";
import { RefundDialog } from "./refund-dialog";
import { ShipDialog } from "./ship-dialog";

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className ?? "flex flex-col gap-3 p-5"}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function Lines({ order }: { order: AdminOrderDetail["order"] }) {
  return (
    <LinesTable caption="Lignes de la commande" columns={["Produit", "Quantité", "Montant"]}>
      {order.items.map((item) => (
        <tr key={item.product_id}>
          <td className="py-2">{item.name}</td>
          <td className="py-2 text-right">{item.quantity}</td>
          <td className="py-2 text-right whitespace-nowrap">{formatEuros((toCents(item.unit_price_eur) ?? 0) * item.quantity)}</td>
        </tr>
      ))}
    </LinesTable>
  );
}

function Amounts({ order }: { order: AdminOrderDetail["order"] }) {
  const rows: [string, ReactNode][] = [["Frais de livraison", formatEuros(order.delivery_fee_cents)]];
  rows.push(["Total payé", <strong key="total">{formatEuros(order.amount_total_cents)}</strong>]);
  if (order.refunded_cents > 0) rows.push(["Remboursé", formatEuros(order.refunded_cents)]);
  rows.push(["Reste à rembourser", formatEuros(order.refundable_cents)]);
  return <Facts rows={rows} />;
}

const isSettled = (status: string) => (settledSaleStatuses as readonly string[]).includes(status);

function OrderView({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const [shipping, setShipping] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const canShip = isSettled(order.status) && order.delivery_mode === "home_delivery" && order.fulfilment_status === "to_prepare";
  const canRefund = isSettled(order.status) && order.refundable_cents > 0;
  const address = [
    order.delivery_address,
    order.delivery_address_line2,
    [order.delivery_postal_code, order.delivery_city].filter(Boolean).join(" "),
  ].filter(Boolean);

  return (
    <>
      <AppPageHeader
        title={`Commande ${order.order_reference}`}
        subtitle={`${formatDateTime(order.created_at)} · ${order.campaign_name}`}
        actions={
          <>
            {canShip ? <Button onClick={() => setShipping(true)}>Marquer expédiée</Button> : null}
            {canRefund ? (
              <Button variant="outline" onClick={() => setRefunding(true)}>
                Rembourser
              </Button>
            ) : null}
          </>
        }
      />
      <div className="mb-6 flex flex-wrap gap-2">
        <PaymentBadge status={order.status} />
        <FulfilmentBadge status={order.fulfilment_status} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Lignes">
          <Lines order={order} />
          <Amounts order={order} />
        </Section>
        <Section title="Client et livraison">
          <Facts
            rows={[
              ["Nom", order.customer_name ?? "—"],
              [
                "E-mail",
                <span key="email" className="flex flex-col items-start gap-1.5">
                  <span className="break-all">{order.customer_email ?? "—"}</span>
                  {buyerEmailCorrectable(order) ? <BuyerEmailDialog order={order} /> : null}
                </span>,
              ],
              ["Livraison", deliveryModeLabels[order.delivery_mode]],
              ...(address.length > 0 ? [["Adresse", address.join(", ")] as [string, ReactNode]] : []),
              ...(order.customer_phone ? [["Téléphone", order.customer_phone] as [string, ReactNode]] : []),
              ["Transporteur", order.carrier ?? "—"],
              ["Suivi", order.tracking_number ?? "—"],
            ]}
          />
        </Section>
        <Section title="Paiement">
          <Facts
            rows={[
              ["Prestataire", order.payment_provider ?? "—"],
              ["Référence de paiement", order.payment_session_id ?? "—"],
              ["Payée le", order.paid_at ? formatDateTime(order.paid_at) : "—"],
              [
                "Campagne",
                <Link
                  key="campaign"
                  to={pathTo("adminCampaign", { campaignId: order.campaign_id })}
                  className="underline underline-offset-4"
                >
                  {order.campaign_name} (/c/{order.campaign_slug})
                </Link>,
              ],
            ]}
          />
        </Section>
        <Section title="Remboursements">
          {detail.refunds.length === 0 ? (
            <p className="text-sm text-muted">Aucun remboursement.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {detail.refunds.map((refund) => (
                <li key={refund.id}>
                  <strong>{formatEuros(refund.amount_cents)}</strong> le {formatDateTime(refund.created_at)}
                  {refund.created_by_email ? ` par ${refund.created_by_email}` : " (fait dans Stripe)"}
                  {refund.status === "pending" ? " · en attente de confirmation" : refund.status === "failed" ? " · refusé" : ""}
                  {refund.reason ? <span className="block text-muted">« {refund.reason} »</span> : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Historique" className="flex flex-col gap-3 p-5 lg:col-span-2">
          <OrderHistory entries={detail.history} />
        </Section>
      </div>
      {/* Mounted while open only: each opening of the refund dialog makes a new idempotency key. */}
      {refunding ? <RefundDialog detail={detail} onClose={() => setRefunding(false)} /> : null}
      <ShipDialog orderId={order.id} reference={order.order_reference} open={shipping} onOpenChange={setShipping} />
    </>
  );
}

/** /admin/commandes/:id (docs/product.md#orders): an order, what may be done with it, and its history. */
export function AdminOrderPage() {
  const { orderId = "" } = useParams();
  const query = useAdminOrder(orderId);
  return (
    <AdminDetailPage
      back={{ to: pathTo("adminOrders"), label: "Toutes les commandes" }}
      query={query}
      notFound="Commande introuvable"
      failed="Impossible de charger la commande"
    >
      {(detail) => <OrderView detail={detail} />}
    </AdminDetailPage>
  );
}
