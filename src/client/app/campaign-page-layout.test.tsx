// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { pagePaths, pathTo } from "../../shared/page-paths";
import { failure, ok, renderAsMember, resetAfterEach, type ApiAnswer } from "../../../tests/support/client-render";
import { expectReadRetried } from "../../../tests/support/failed-read";
import { useCampaignPage } from "../components/campaign-page/campaign-page-context";
import { CampaignPageLayout } from "./campaign-page-layout";

// The frame of a campaign's pages (docs/decisions/031): the way back, the page's title with the campaign's name and
// address, the tab's title, and the campaign's read with its three states before the page shows.

resetAfterEach();

const campaignId = "8b1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const campaignPath = `/api/campaigns/${campaignId}`;
const campaign = { id: campaignId, association_name: "École Jules Ferry", public_slug: "ecole-jules-ferry" };

function Content() {
  const { campaign: read } = useCampaignPage();
  return <p>Contenu de {read.association_name}</p>;
}

function renderLayout(answer: () => ApiAnswer, page: "sellers" | "distribution" = "sellers") {
  return renderAsMember(
    <Content />,
    { associationId: "a-1", role: "manager" },
    (call) => (call.path === campaignPath ? answer() : undefined),
    {
      path: pathTo(page, { campaignId }),
      route: pagePaths[page],
      layout: <CampaignPageLayout />,
    },
  );
}

describe("the campaign page layout", () => {
  it("names the page and the campaign, sets the tab's title, and hands the campaign to the page", async () => {
    const { calls } = renderLayout(() => ok({ campaign }));

    expect(await screen.findByText("Contenu de École Jules Ferry")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Vendeurs" })).toBeTruthy();
    expect(screen.getByText("École Jules Ferry")).toBeTruthy();
    expect(screen.getByText("/c/ecole-jules-ferry")).toBeTruthy();
    expect(document.title).toBe("Vendeurs | Boutique Solidaire");
    const back = screen.getByRole("link", { name: "Ma boutique" });
    expect(back.getAttribute("href")).toBe("/compte?onglet=boutique");
    // A 44 px target for a thumb.
    expect(back.className).toContain("min-h-11");
    expect(calls.filter((call) => call.path === campaignPath)).toHaveLength(1);
  });

  it("says who the page is for when the campaign is not the reader's, without 'Réessayer'", async () => {
    renderLayout(() => failure(403, "FORBIDDEN", "Accès refusé"), "distribution");
    expect(await screen.findByText("La distribution est réservée aux membres de l'association.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Distribution" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Réessayer" })).toBeNull();
    expect(screen.queryByText(/Contenu/)).toBeNull();
  });

  it("says an unknown campaign is not found", async () => {
    renderLayout(() => failure(404, "CAMPAIGN_NOT_FOUND", "Campagne introuvable"));
    expect(await screen.findByText("Campagne introuvable")).toBeTruthy();
  });

  it("says a failed read with 'Réessayer', and shows the page once read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let attempts = 0;
    const { user } = renderLayout(() => (++attempts === 1 ? failure(500, "INTERNAL", "Une erreur est survenue") : ok({ campaign })));

    await expectReadRetried(user, { alert: "Impossible de charger les vendeurs." });
    expect(await screen.findByText("Contenu de École Jules Ferry")).toBeTruthy();
  });
});
