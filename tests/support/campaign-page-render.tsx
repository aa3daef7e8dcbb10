import type { ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { pagePaths, pathTo } from "../../src/shared/page-paths";
import { campaignQueryKey } from "../../src/client/campaigns/campaign-api";
import { CampaignPageLayout } from "../../src/client/app/campaign-page-layout";
import type { CampaignPageName } from "../../src/client/components/campaign-page/campaign-page-shells";
import { membership, renderClient, signedInAs, stubApi, type ApiHandler } from "./client-render";

// A page of one campaign as the app shows it: inside the campaign page layout, at its address, the campaign read
// already (the layout's own test, campaign-page-layout.test.tsx, reads it through the API), so the page's test
// answers the page's own reads only.

type CampaignPageRender = {
  account: ReturnType<typeof signedInAs>;
  page: CampaignPageName;
  campaignId: string;
};

export function renderInCampaignLayout(ui: ReactNode, { account, page, campaignId }: CampaignPageRender) {
  const campaign = { id: campaignId, association_name: "École Jules Ferry", public_slug: "ecole-jules-ferry" };
  return renderClient(ui, {
    account,
    path: pathTo(page, { campaignId }),
    route: pagePaths[page],
    layout: <CampaignPageLayout />,
    cached: [[campaignQueryKey(campaignId), campaign]],
  });
}

/**
 * The page for a member of the campaign's association with `role` (the server's code, as it comes), the API answered
 * by `handler`: with the calls it got, the account, and a user to act.
 */
export function renderCampaignPageAsMember(
  ui: ReactNode,
  { role, page, campaignId }: { role: string; page: CampaignPageName; campaignId: string },
  handler: ApiHandler,
) {
  const account = signedInAs([membership("a-1", "École Jules Ferry", role)]);
  const calls = stubApi(handler, account);
  const view = renderInCampaignLayout(ui, { account, page, campaignId });
  return { ...view, calls, account, user: userEvent.setup() };
}
