// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { leaderboardSchema } from "../../../shared/sellers-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { ok, resetAfterEach, stubApi } from "../../../../tests/support/client-render";
import { FakeEventSource, sellerCampaign, sellerCampaignSlug as slug } from "../../../../tests/support/seller-campaign";
import { CampaignApp } from "../campaign-page/campaign-app";
import { renderCampaignPage } from "../campaign-page/render-campaign";

// docs/product.md#sellers: 'Classement des vendeurs' on the campaign page, only when the association turned it on,
// loaded as the visitor scrolls near it and read again whenever the amount raised moves.

resetAfterEach();

const boardPath = `/api/campaigns/by-slug/${slug}/leaderboard`;
const board = fixture(leaderboardSchema, {
  enabled: true,
  sellers: [
    { first_name: "Léa", group_name: "CM2", bars: 14 },
    { first_name: "Tom", group_name: "CE1", bars: 14 },
    { first_name: "Inès", group_name: null, bars: 9 },
  ],
  groups: [
    { group_name: "CM2", bars: 20 },
    { group_name: "CE1", bars: 14 },
  ],
});

const campaign = (leaderboard: boolean) => sellerCampaign("leaderboard", { leaderboard_enabled: leaderboard });

// happy-dom never scrolls: the page's observer is told by hand that the visitor came near the leaderboard's place.
class FakeIntersectionObserver {
  static watching: FakeIntersectionObserver[] = [];
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.watching.push(this);
  }
  observe() {}
  disconnect() {
    FakeIntersectionObserver.watching = FakeIntersectionObserver.watching.filter((observer) => observer !== this);
  }
  static scrollNear() {
    for (const observer of FakeIntersectionObserver.watching) observer.callback([{ isIntersecting: true }]);
  }
}

function stubBrowser() {
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
}

const rows = (name: string) =>
  within(screen.getByRole("list", { name }))
    .getAllByRole("listitem")
    .map((item) => item.textContent?.replace(/\s/g, " "));

describe("Classement des vendeurs", () => {
  it("is absent, and never asked for, when the association left it off", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const calls = stubApi(() => undefined);
    render(<CampaignApp campaign={campaign(false)} />);
    await act(async () => {});
    expect(screen.queryByRole("heading", { name: "Classement des vendeurs" })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain(boardPath);
  });

  it("waits for the visitor to scroll near it: neither its code, its data nor the live amount before", async () => {
    stubBrowser();
    FakeEventSource.last = null;
    const calls = stubApi((call) => (call.path === boardPath ? ok(board) : undefined));
    render(<CampaignApp campaign={{ ...campaign(true), project_goal_eur: null }} />);
    await act(async () => {});
    expect(calls.map((call) => call.path)).not.toContain(boardPath);
    expect(FakeEventSource.last).toBeNull();
    act(() => FakeIntersectionObserver.scrollNear());
    expect(await screen.findByRole("heading", { level: 2, name: "Classement des vendeurs" })).toBeTruthy();
    expect(FakeEventSource.last).not.toBeNull();
  });

  it("shows the best sellers and the groups, ties sharing a rank, and follows the sales live", async () => {
    stubBrowser();
    let answer = board;
    stubApi((call) => (call.path === boardPath ? ok(fixture(leaderboardSchema, answer)) : undefined));
    render(<CampaignApp campaign={campaign(true)} />);
    act(() => FakeIntersectionObserver.scrollNear());

    expect(await screen.findByRole("heading", { level: 2, name: "Classement des vendeurs" })).toBeTruthy();
    expect(rows("Meilleurs vendeurs")).toEqual(["Rang 1Léa (CM2)14 tablettes", "Rang 1Tom (CE1)14 tablettes", "Rang 3Inès9 tablettes"]);
    expect(rows("Par groupe")).toEqual(["Rang 1CM220 tablettes", "Rang 2CE114 tablettes"]);

    answer = { ...board, sellers: [{ first_name: "Tom", group_name: "CE1", bars: 16 }, ...board.sellers.slice(0, 1), board.sellers[2]] };
    act(() => FakeEventSource.last!.push(2600));
    await waitFor(() => expect(rows("Meilleurs vendeurs")[0]).toBe("Rang 1Tom (CE1)16 tablettes"));
  });

  it("says the ranking starts with the first orders", async () => {
    stubBrowser();
    stubApi((call) => (call.path === boardPath ? ok(fixture(leaderboardSchema, { enabled: true, sellers: [], groups: [] })) : undefined));
    render(<CampaignApp campaign={campaign(true)} />);
    act(() => FakeIntersectionObserver.scrollNear());
    expect(await screen.findByText("Aucune vente pour le moment : le classement s'affichera dès les premières commandes.")).toBeTruthy();
  });

  it("stays out of the server's HTML, which keeps its place", () => {
    const html = renderCampaignPage(campaign(true));
    expect(html).not.toContain("Classement des vendeurs");
    expect(html).toContain('id="classement"');
    expect(renderCampaignPage(campaign(false))).not.toContain('id="classement"');
  });
});
