import { CreateCampaignButton } from "./arrow-link-button";
import { OpenDemoButton } from "./open-demo-button";

/** The two first steps side by side: create a campaign, or see the demo shop first. */
export function StartButtons({ className }: { className: string }) {
  return (
    <div className={className}>
      <CreateCampaignButton />
      <OpenDemoButton size="lg" variant="outline" />
    </div>
  );
}
