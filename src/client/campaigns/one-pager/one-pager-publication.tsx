import type { Campaign } from "../../../shared/campaign";
import { CampaignBookingPanel } from "../booking/campaign-booking-panel";
import type { PublicationState } from "./publication-state";

type OnePagerPublicationProps = {
  campaign: Campaign | null;
  publication: PublicationState;
  calendarOpen: boolean;
  onCalendarOpenChange: (open: boolean) => void;
};

/** Above the actions: the call to book while the page waits for validation, or why it can't be republished. */
export function OnePagerPublication({ campaign, publication, calendarOpen, onCalendarOpenChange }: OnePagerPublicationProps) {
  if (campaign && publication === "waiting_validation") {
    return <CampaignBookingPanel campaignId={campaign.id} open={calendarOpen} onOpenChange={onCalendarOpenChange} />;
  }
  if (publication === "taken_down") {
    return (
      <p className="rounded-2xl border border-line bg-peach-light p-4 text-sm text-chocolate">
        Votre page a été dépubliée par notre équipe ; la raison vous a été envoyée par e-mail. Contactez-nous pour la republier.
      </p>
    );
  }
  return null;
}
