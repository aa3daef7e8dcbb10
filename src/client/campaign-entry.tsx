import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { CampaignApp } from "./campaigns/public/campaign-app";
import { CAMPAIGN_DATA_ID, parseEmbeddedCampaign } from "./campaigns/public/embedded-campaign";
import "./styles.css";

// The donor's way in (campaign.html): the server sent the page already rendered, with its campaign as JSON
// beside it; React adopts that markup and the shop comes alive. As a transition, in small tasks: a phone's main
// thread never blocks on it.
const campaign = parseEmbeddedCampaign(document.getElementById(CAMPAIGN_DATA_ID)?.textContent);
if (!campaign) throw new Error(`#${CAMPAIGN_DATA_ID} holds no campaign: the page stays as the server rendered it`);
startTransition(() => void hydrateRoot(document.getElementById("root")!, <CampaignApp campaign={campaign} />));
