import { CalendarClock, CircleSlash, MapPin, type LucideIcon } from "lucide-react";
import type { PublicCampaign } from "../../../shared/campaign";
import { distributionText, orderDeadlineText } from "../../../shared/campaign-dates-rules";
import { Container } from "../../components/page";
import { cn } from "../../lib/utils";

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
      {deadline ? <DateLine icon={CalendarClock} text={deadline} className="font-semibold text-chocolate" /> : null}
      {distribution ? <DateLine icon={MapPin} text={distribution} /> : null}
    </ul>
  );
}

function DateLine({ icon: Icon, text, className }: { icon: LucideIcon; text: string; className?: string }) {
  return (
    <li className={cn("flex items-start gap-2", className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </li>
  );
}
