import type { DistributionOrder, HandOverResponse, ProductBars } from "../../shared/distribution-responses";
import { ApiError } from "../lib/api";
import { formatParisDate, formatParisTime, parisCalendarDay } from "../../shared/paris-time";

// What the hand-over screen says (docs/product.md#handing-over), in Paris time (docs/product.md#conventions).

/** '10:32'. */
export const formatHandOverTime = (iso: string) => formatParisTime(iso);
/** '14 mars 2025'. */
export const formatHandOverDay = (iso: string) => formatParisDate(iso);

/** '1 tablette', '3 tablettes'. */
export const barsText = (bars: number) => `${bars} ${bars === 1 ? "tablette" : "tablettes"}`;

/** '2 × Chocolat Noir · 1 × Chocolat Blanc'. */
export const productsText = (products: ProductBars[]) => products.map((line) => `${line.bars} × ${line.name}`).join(" · ");

export const NOT_AN_ORDER_CODE = "Ce code n'est pas celui d'une commande de la boutique.";

/** What the screen shows after a hand-over: its title in large, a line under it, and how it reads. */
export type HandOverOutcome = {
  tone: "success" | "notice" | "error";
  title: string;
  detail?: string;
  /** The answer to a hand-over that waited for the network: it stays until its 'OK'. */
  waited?: boolean;
};

/** 'à 10:42' today, 'le 14 mars 2025 à 10:42' another day (Paris time). */
function whenText(iso: string, now = new Date()): string {
  const time = `à ${formatHandOverTime(iso)}`;
  return parisCalendarDay(iso) === parisCalendarDay(now) ? time : `le ${formatHandOverDay(iso)} ${time}`;
}

export function handedOverOutcome(answer: HandOverResponse): HandOverOutcome {
  const { order } = answer;
  if (answer.changed) {
    return {
      tone: "success",
      title: `Commande ${order.reference} remise à ${order.customer_name} : ${barsText(order.bars)}`,
      detail: productsText(order.products),
    };
  }
  // Another phone (or another day) was first: who and when, so the volunteer knows whom to ask.
  const when = answer.already_handed_over_at;
  const by = answer.handed_over_by ? ` par ${answer.handed_over_by}` : "";
  return {
    tone: "notice",
    title: when ? `Déjà remise${by} ${whenText(when)}` : `Déjà remise${by}`,
    detail: `Commande ${order.reference} · ${order.customer_name} : ${barsText(order.bars)}`,
  };
}

/** The server's refusal, in its French words (a lost connection is no refusal: the hand-over waits to be sent). */
export function refusedOutcome(error: unknown, reference: string): HandOverOutcome {
  const message = error instanceof ApiError ? error.message : "Une erreur est survenue";
  return { tone: "error", title: message, detail: `Commande ${reference}` };
}

/** '1 remise en attente d'envoi', '2 remises en attente d'envoi'. */
export const unsentText = (count: number) => `${count} ${count === 1 ? "remise" : "remises"} en attente d'envoi`;

/** The line under the connection's state: what happens to the hand-overs made now, and, offline, how old the list is. */
export function connectionText({ online, unsent, readAt }: { online: boolean; unsent: number; readAt: string | null }): string {
  if (online) {
    return unsent > 0 ? `${unsentText(unsent)} : envoi en cours.` : "Les remises sont enregistrées aussitôt.";
  }
  const list = readAt ? `Liste mise à jour ${whenText(readAt)}. ` : "";
  const sending =
    unsent === 0
      ? "Les remises seront envoyées"
      : `${unsentText(unsent)} : ${unsent === 1 ? "elle sera envoyée" : "elles seront envoyées"}`;
  return `${list}${sending} dès le retour du réseau.`;
}

/** 'Annuler' pressed in time: nothing was sent, the order is still to hand over. */
export function undoneOutcome(reference: string): HandOverOutcome {
  return { tone: "notice", title: "Remise annulée", detail: `Rien n'est enregistré : la commande ${reference} reste à remettre.` };
}

/** A held hand-over, in the undo bar: the order as the list knows it, or its reference alone. */
export function heldTitle(reference: string, order: DistributionOrder | null): string {
  return order ? `Commande ${reference} · ${order.customer_name} : ${barsText(order.bars)}` : `Commande ${reference}`;
}

/** An order's state in the list: 'Remise ✓ 10:32', 'En attente d'envoi' (handed over without network), or why it can't be handed over yet. */
export function orderStateText(order: DistributionOrder, unsent = false): string | null {
  if (unsent && order.fulfilment_status !== "handed_over") return "En attente d'envoi";
  if (order.fulfilment_status === "handed_over")
    return order.handed_over_at ? `Remise ✓ ${formatHandOverTime(order.handed_over_at)}` : "Remise ✓";
  if (order.fulfilment_status === "to_prepare") return "Pas encore arrivée";
  return null;
}
