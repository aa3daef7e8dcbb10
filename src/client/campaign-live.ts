import { CAMPAIGN_DATA_ID, parseEmbeddedCampaign } from "./shop/campaign-page/embedded-campaign";
import { followAmountRaised, type CampaignPageWindow } from "./shop/campaign-page/live-amount";
import { needsShopAtOnce } from "./shop/campaign-page/shop-at-once";

// The campaign page's first script after the first paint (vite.config.ts, boot script), a few hundred bytes: the
// shop itself (React, the cart, the dialogs) loads at the visitor's first move (campaign-entry.tsx). Until then, this
// keeps the amount raised live, or starts the shop at once when the page needs it (shop-at-once.ts).
const win = window as CampaignPageWindow;
const campaign = parseEmbeddedCampaign(document.getElementById(CAMPAIGN_DATA_ID)?.textContent);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

if (campaign && !win.__appStarted) {
  if (needsShopAtOnce(campaign, window.location, storage())) win.__startApp?.();
  else win.__campaignLive = followAmountRaised(campaign, document) ?? undefined;
}
