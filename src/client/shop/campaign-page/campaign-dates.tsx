import { CalendarClock, CircleSlash, MapPin } from "lucide-react";
import type { PublicCampaign } from "../../../shared/campaign";
import { distributionText, orderDeadlineText } from "../../../shared/campaign-dates-rules";
import { Container } from "../../components/page";

// docs/product.md#campaign-dates: what the campaign page says of the order deadline and the distribution day.

export const ORDERS_CLOSED_TEXT = "Les commandes sont closes";

/** Above the hero once the deadline is past; the buttons that order or give are disabled meanwhile. */
export function OrdersClosedBanner() {
  return (
    <div className="bg-chocolate text-cream">
      <Container>
        <p role="status" className="flex items-center justify-center gap-2 py-3 text-center text-base font-semibold">
          <CircleSlash className="size-5 shrink-0" aria-hidden="true" />
          {ORDERS_CLOSED_TEXT}
        </p>
      </Container>
    </div>
  );
}

/** 'Commandes jusqu'au …' while orders are open, and the distribution day when there is one; nothing without dates. */
export function CampaignDatesInfo({ campaign, closed }: { campaign: PublicCampaign; closed: boolean }) {
  const deadline = closed ? null : orderDeadlineText(campaign);
  const distribution = distributionText(campaign);
  if (!deadline && !distribution) return null;
  return (
    <ul
      aria-label="Dates de la campagne"
      className="mx-auto mt-6 flex max-w-xl flex-col gap-2 rounded-2xl bg-white/95 p-4 text-left text-ink shadow-lg"
    >
      {deadline ? (
        <li className="flex items-start gap-2 font-semibold text-chocolate">
          <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{deadline}</span>
        </li>
      ) : null}
      {distribution ? (
        <li className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{distribution}</span>
        </li>
      ) : null}
    </ul>
  );
}
