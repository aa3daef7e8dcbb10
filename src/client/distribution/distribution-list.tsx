import { useId } from "react";
import type { Distribution, DistributionOrder } from "../../shared/distribution-responses";
import { paymentMethodLabel } from "../../shared/payment-methods";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { barsText, orderStateText, productsText } from "./distribution-texts";

// The list of docs/product.md#distribution-list on a phone: by group (the first letter of the name for now, the
// seller later), one card per order with its 'Remettre' button, 'En attente d'envoi' once handed over without network,
// or 'Remise ✓ {heure}' once recorded.

/** Accents and case aside: 'elodie' finds 'Élodie'. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The groups with the orders whose name or reference holds the search, empty groups left out. */
export function searchGroups(groups: Distribution["groups"], search: string): Distribution["groups"] {
  const needle = folded(search.trim());
  if (!needle) return groups;
  return groups
    .map((group) => ({
      ...group,
      orders: group.orders.filter((order) => folded(order.customer_name).includes(needle) || folded(order.reference).includes(needle)),
    }))
    .filter((group) => group.orders.length > 0);
}

type ListProps = {
  groups: Distribution["groups"];
  /** The references held or being sent: their button waits. */
  pending: ReadonlySet<string>;
  /** The references handed over without network: 'En attente d'envoi'. */
  unsent: ReadonlySet<string>;
  onHandOver: (order: DistributionOrder) => void;
};

export function DistributionList({ groups, pending, unsent, onHandOver }: ListProps) {
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <Group key={group.key} label={group.label} orders={group.orders} pending={pending} unsent={unsent} onHandOver={onHandOver} />
      ))}
    </div>
  );
}

function Group({ label, orders, pending, unsent, onHandOver }: { label: string; orders: DistributionOrder[] } & Omit<ListProps, "groups">) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 font-display text-lg font-semibold text-muted">
        {label}
      </h2>
      <ul className="flex flex-col gap-2">
        {orders.map((order) => (
          <OrderRow
            key={order.reference}
            order={order}
            pending={pending.has(order.reference)}
            unsent={unsent.has(order.reference)}
            onHandOver={onHandOver}
          />
        ))}
      </ul>
    </section>
  );
}

function OrderRow({
  order,
  pending,
  unsent,
  onHandOver,
}: {
  order: DistributionOrder;
  pending: boolean;
  unsent: boolean;
  onHandOver: (order: DistributionOrder) => void;
}) {
  const state = orderStateText(order, unsent);
  const done = order.fulfilment_status === "handed_over";
  const waiting = unsent && !done;
  return (
    <li
      className={`flex items-center gap-3 rounded-2xl border p-3 ${done ? "border-line bg-emerald-50" : waiting ? "border-amber-400 bg-amber-50" : "border-line bg-white"}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold break-words text-chocolate">{order.customer_name}</p>
        <p className="text-sm text-muted">
          <span className="font-mono">{order.reference}</span> · {barsText(order.bars)}
          {order.payment_method !== "card" ? (
            <Badge variant="peach" className="ml-2">
              {paymentMethodLabel(order.payment_method)}
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-ink">{productsText(order.products)}</p>
      </div>
      {state ? (
        <p className={`shrink-0 text-right text-sm font-semibold ${done ? "text-emerald-800" : waiting ? "text-amber-900" : "text-muted"}`}>
          {state}
        </p>
      ) : (
        <Button
          size="lg"
          className="shrink-0"
          disabled={pending}
          aria-label={`Remettre la commande ${order.reference} à ${order.customer_name}`}
          onClick={() => onHandOver(order)}
        >
          {pending ? <Spinner className="text-current" /> : null}
          Remettre
        </Button>
      )}
    </li>
  );
}
