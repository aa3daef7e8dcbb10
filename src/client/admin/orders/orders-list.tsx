import { Link } from "react-router";
import type { AdminOrderRow } from "../../../shared/admin-order-responses";
import { formatEuros } from "../../../shared/money";
import { pathTo } from "../../../shared/page-paths";
import { deliveryModeLabels, formatDateTime, FulfilmentBadge, PaymentBadge } from "../admin-format";
import { ListTable, PhoneCards } from "../admin-tables";

const orderPath = (order: AdminOrderRow) => pathTo("adminOrder", { orderId: order.id });

function Amount({ order }: { order: AdminOrderRow }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-chocolate">{formatEuros(order.amount_total_cents)}</span>
      {order.refunded_cents > 0 ? <span className="text-xs text-muted">Remboursé : {formatEuros(order.refunded_cents)}</span> : null}
    </span>
  );
}

function OrderCards({ orders }: { orders: AdminOrderRow[] }) {
  return (
    <PhoneCards rows={orders} cardClassName="flex flex-col gap-2 p-4">
      {(order) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <Link to={orderPath(order)} className="font-semibold text-chocolate underline underline-offset-4">
              {order.order_reference}
            </Link>
            <Amount order={order} />
          </div>
          <p className="text-sm">
            {order.customer_name ?? "—"} · {order.bars_count} tabl. · {order.campaign_name}
          </p>
          <p className="text-xs text-muted">
            {formatDateTime(order.created_at)} · {deliveryModeLabels[order.delivery_mode]}
          </p>
          <div className="flex flex-wrap gap-2">
            <PaymentBadge status={order.status} />
            <FulfilmentBadge status={order.fulfilment_status} />
          </div>
        </>
      )}
    </PhoneCards>
  );
}

// Payment and fulfilment share a column (two badges, one above the other): the table fits beside the sidebar.
const columns = ["Date", "Référence", "Campagne", "Client", "Tablettes", "Montant", "Statut", "Livraison"];
const shortDeliveryLabels = { pickup: "Retrait", home_delivery: "Domicile" } as const;

function OrderTable({ orders }: { orders: AdminOrderRow[] }) {
  return (
    <ListTable caption="Commandes" columns={columns} className="hidden md:block" dense>
      {orders.map((order) => (
        <tr key={order.id} className="align-top">
          <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(order.created_at)}</td>
          <th scope="row" className="px-3 py-3 font-semibold whitespace-nowrap">
            <Link to={orderPath(order)} className="text-chocolate underline underline-offset-4">
              {order.order_reference}
            </Link>
          </th>
          <td className="px-3 py-3">{order.campaign_name}</td>
          <td className="px-3 py-3">
            <span className="block">{order.customer_name ?? "—"}</span>
            <span className="block text-xs break-all text-muted">{order.customer_email}</span>
          </td>
          <td className="px-3 py-3 text-right">{order.bars_count}</td>
          <td className="px-3 py-3 whitespace-nowrap">
            <Amount order={order} />
          </td>
          <td className="px-3 py-3">
            <span className="flex flex-col items-start gap-1">
              <PaymentBadge status={order.status} />
              <FulfilmentBadge status={order.fulfilment_status} />
            </span>
          </td>
          <td className="px-3 py-3">
            <span title={deliveryModeLabels[order.delivery_mode]}>{shortDeliveryLabels[order.delivery_mode]}</span>
            {order.delivery_city ? <span className="block text-xs text-muted">{order.delivery_city}</span> : null}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

export function OrdersList({ orders }: { orders: AdminOrderRow[] }) {
  return (
    <>
      <OrderCards orders={orders} />
      <OrderTable orders={orders} />
    </>
  );
}
