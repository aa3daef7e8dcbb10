import type { DistributionOrder, HandOverResponse, ProductBars } from "../../shared/distribution-responses";
import { ApiError } from "../lib/api";
import { formatParisDate, formatParisTime } from "../../shared/paris-time";

// What the hand-over screen says (docs/product.md#handing-over), in Paris time (docs/product.md#conventions).

/** '10:32'. */
export const formatHandOverTime = (iso: string) => formatParisTime(iso);
/** '14 mars 2025'. */
export const formatHandOverDay = (iso: string) => formatParisDate(iso);

/** '1 tablette', '3 tablettes'. */
export const barsText = (bars: number) => `${bars} ${bars === 1 ? "tablette" : "tablettes"}`;

/** '2 × Chocolat Noir · 1 × Chocolat Blanc'. */
export const productsText = (products: ProductBars[]) => products.map((line) => `${line.bars} × ${line.name}`).join(" · ");

export const NO_CONNECTION = "Pas de connexion : la remise n'est pas enregistrée. Réessayez.";
export const NOT_AN_ORDER_CODE = "Ce code n'est pas celui d'une commande de la boutique.";

/** What the screen shows after a hand-over: its title in large, a line under it, and how it reads. */
export type HandOverOutcome = {
  tone: "success" | "notice" | "error";
  title: string;
  detail?: string;
  /** The reference to send again ('Réessayer'), when the request didn't reach the server. */
  retry?: string;
};

export function handedOverOutcome(answer: HandOverResponse): HandOverOutcome {
  const { order } = answer;
  if (answer.changed) {
    return {
      tone: "success",
      title: `Commande ${order.reference} remise à ${order.customer_name} : ${barsText(order.bars)}`,
      detail: productsText(order.products),
    };
  }
  const when = answer.already_handed_over_at;
  return {
    tone: "notice",
    title: when ? `Déjà remise le ${formatHandOverDay(when)} à ${formatHandOverTime(when)}` : "Déjà remise",
    detail: `Commande ${order.reference} · ${order.customer_name} : ${barsText(order.bars)}`,
  };
}

/** A failed hand-over: no connection (nothing recorded, send it again), or the server's French refusal. */
export function failedOutcome(error: unknown, reference: string): HandOverOutcome {
  const offline =
    (error instanceof ApiError && error.code === "NETWORK") || (typeof navigator !== "undefined" && navigator.onLine === false);
  if (offline) return { tone: "error", title: NO_CONNECTION, detail: `Commande ${reference}`, retry: reference };
  const message = error instanceof ApiError ? error.message : "Une erreur est survenue";
  return { tone: "error", title: message, detail: `Commande ${reference}` };
}

/** 'Annuler' pressed in time: nothing was sent, the order is still to hand over. */
export function undoneOutcome(reference: string): HandOverOutcome {
  return { tone: "notice", title: "Remise annulée", detail: `Rien n'est enregistré : la commande ${reference} reste à remettre.` };
}

/** A held hand-over, in the undo bar: the order as the list knows it, or its reference alone. */
export function heldTitle(reference: string, order: DistributionOrder | null): string {
  return order ? `Commande ${reference} · ${order.customer_name} : ${barsText(order.bars)}` : `Commande ${reference}`;
}

/** An order's state in the list: 'Remise ✓ 10:32', or why it can't be handed over yet. */
export function orderStateText(order: DistributionOrder): string | null {
  if (order.fulfilment_status === "handed_over")
    return order.handed_over_at ? `Remise ✓ ${formatHandOverTime(order.handed_over_at)}` : "Remise ✓";
  if (order.fulfilment_status === "to_prepare") return "Pas encore arrivée";
  return null;
}
