import type { CampaignStatus } from "../../shared/campaign";
import type { DeliveryMode } from "../../shared/checkout-rules";
import { fulfilmentStatusLabel } from "../../shared/fulfilment-status";
import { saleStatusText } from "../../shared/order-status";
import { Badge } from "../components/ui/badge";
import { formatParisShortDate, formatParisShortDateTime } from "../../shared/paris-time";

// How the back-office writes its values in French: one place for every screen of the admin area.

export const formatDateTime = (iso: string) => formatParisShortDateTime(iso);
export const formatDate = (iso: string | null) => (iso ? formatParisShortDate(iso) : "—");

export const campaignStatusLabels = {
  draft: "Brouillon",
  waiting_rdv: "En attente RDV",
  published: "Validée",
} as const satisfies Record<CampaignStatus, string>;

export const deliveryModeLabels = {
  pickup: "Retrait à l'association",
  home_delivery: "Livraison à domicile",
} as const satisfies Record<DeliveryMode, string>;

export const bars = (count: number) => `${count} tablette${count > 1 ? "s" : ""}`;

export function PaymentBadge({ status }: { status: string }) {
  const text = saleStatusText(status);
  return <Badge variant={text.tone}>{text.ledger}</Badge>;
}

export function FulfilmentBadge({ status }: { status: string }) {
  const done = status === "shipped" || status === "handed_over";
  return <Badge variant={done ? "success" : "neutral"}>{fulfilmentStatusLabel(status)}</Badge>;
}

/** Online, taken down by the team, or offline: what a visitor of the campaign's address finds. */
export function PageStateBadge({ isPublished, takenDownAt }: { isPublished: boolean; takenDownAt: string | null }) {
  if (takenDownAt) return <Badge variant="danger">Dépubliée par l'équipe</Badge>;
  if (isPublished) return <Badge variant="success">En ligne</Badge>;
  return <Badge variant="neutral">Hors ligne</Badge>;
}
