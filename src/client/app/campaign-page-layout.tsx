import { useState } from "react";
import { matchPath, Outlet, useLocation, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { CampaignResponse } from "../../shared/campaign-responses";
import { pagePaths, pathTo } from "../../shared/page-paths";
import { campaignQueryOptions } from "../campaigns/campaign-api";
import { usePageTitle } from "../lib/use-page-title";
import { BackLink } from "../components/back-link";
import { Container } from "../components/page";
import { QueryStates } from "../components/query-states";
import { campaignPageRefusal, type CampaignPageContext } from "../components/campaign-page/campaign-page-context";
import { campaignPageNames, campaignPageShells, type CampaignPageShell } from "../components/campaign-page/campaign-page-shells";

// The frame of every page of one campaign (docs/decisions/031): 'Ma boutique' to go back, the page's title with the
// campaign's name and address, the tab's title, and the campaign read once, with its three states; the page inside
// (the outlet) gets the campaign and shows only its content.

const frames = {
  regular: {
    container: "pb-16",
    back: "mt-6",
    header: "flex flex-col gap-4 pt-4 pb-6 sm:pt-6 lg:flex-row lg:items-end lg:justify-between",
    title: "text-3xl font-semibold sm:text-4xl",
    name: "mt-2 text-lg font-medium break-words text-ink",
    body: "",
  },
  compact: {
    container: "max-w-xl pb-56",
    back: "mt-4",
    header: "pt-3",
    title: "text-2xl font-semibold",
    name: "text-base break-words text-muted",
    body: "mt-4",
  },
} as const;

type Frame = (typeof frames)[keyof typeof frames];
type Campaign = CampaignResponse["campaign"];

type HeaderProps = { shell: CampaignPageShell; frame: Frame; campaign?: Campaign; onActionsSlot: (slot: HTMLElement | null) => void };

function CampaignHeader({ shell, frame, campaign, onActionsSlot }: HeaderProps) {
  return (
    <div className={frame.header}>
      <div className="min-w-0">
        <h1 className={frame.title}>{shell.title}</h1>
        {campaign ? (
          <>
            <p className={frame.name}>{campaign.association_name}</p>
            <p className="text-sm break-all text-muted">/c/{campaign.public_slug}</p>
          </>
        ) : null}
        {shell.intro ? <p className="mt-2 text-muted">{shell.intro}</p> : null}
      </div>
      <div ref={onActionsSlot} className="flex flex-col gap-2 empty:hidden sm:flex-row" />
    </div>
  );
}

/** The shell of the campaign page the address names. */
function useCampaignPageShell(): CampaignPageShell {
  const { pathname } = useLocation();
  const name = campaignPageNames.find((page) => matchPath(pagePaths[page], pathname));
  if (!name) throw new Error(`No campaign page at ${pathname}: add it to campaign-page-shells.ts`);
  return campaignPageShells[name];
}

export function CampaignPageLayout() {
  const { campaignId = "" } = useParams();
  const shell = useCampaignPageShell();
  usePageTitle(shell.title);
  // The header needs only the name and the address: a failed read is said below it, without a toast.
  const query = useQuery({ ...campaignQueryOptions(campaignId), meta: { silent: true } });
  const [actionsSlot, setActionsSlot] = useState<HTMLElement | null>(null);
  const frame = shell.compact ? frames.compact : frames.regular;

  return (
    <Container className={frame.container}>
      <BackLink to={`${pathTo("account")}?onglet=boutique`} className={frame.back}>
        Ma boutique
      </BackLink>
      <CampaignHeader shell={shell} frame={frame} campaign={query.data} onActionsSlot={setActionsSlot} />
      <div className={frame.body}>
        <QueryStates query={query} loadingLabel={shell.loading} refusal={campaignPageRefusal(shell)} failed={shell.failed}>
          {(campaign) => <Outlet context={{ campaign, shell, actionsSlot } satisfies CampaignPageContext} />}
        </QueryStates>
      </div>
    </Container>
  );
}
