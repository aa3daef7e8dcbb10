import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { CampaignApp } from "./shop/campaign-page/campaign-app";
import { CAMPAIGN_DATA_ID, parseEmbeddedCampaign } from "./shop/campaign-page/embedded-campaign";
import { takeOverLiveAmount, type CampaignPageWindow } from "./shop/campaign-page/live-amount";
import "./styles.css";

// The donor's shop (campaign.html): the server sent the page already rendered, with its campaign as JSON beside it;
// this loads at the visitor's first move (vite.config.ts, boot script), and React adopts that markup. The live
// script kept the amount raised moving until now: its last amount is the one the markup shows. As a transition, in
// small tasks: a phone's main thread never blocks on it.
const embedded = parseEmbeddedCampaign(document.getElementById(CAMPAIGN_DATA_ID)?.textContent);
if (!embedded) throw new Error(`#${CAMPAIGN_DATA_ID} holds no campaign: the page stays as the server rendered it`);
const campaign = takeOverLiveAmount(embedded, window as CampaignPageWindow);
startTransition(() => void hydrateRoot(document.getElementById("root")!, <CampaignApp campaign={campaign} />));
