// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Seller } from "../../shared/sellers-responses";
import { renderCampaignPageAsMember } from "../../../tests/support/campaign-page-render";
import { campaignResponseSchema } from "../../shared/campaign-responses";
import { leaderboardSettingSchema } from "../../shared/sellers";
import { fixture } from "../../../tests/support/client-fixtures";
import { failure, ok, resetAfterEach, type ApiHandler } from "../../../tests/support/client-render";
import { deferredAnswer } from "../../../tests/support/deferred-answer";
import { expectReadRetried, failsOnceThen } from "../../../tests/support/failed-read";
import { demoCampaign } from "../shop/demo/demo-data";
import { overviewOf, seller } from "../../../tests/support/sellers-overview";
import { SellersPage } from "./sellers-page";

// 'Vendeurs' (docs/product.md#sellers): the overview's states, who sold what with the groups and 'Sans vendeur', the
// personal links copied, and the totals read again when a sale arrives.

resetAfterEach();

const campaignId = "5e1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const sellersPath = `/api/campaigns/${campaignId}/sellers`;
// The whole campaign, as GET /api/campaigns/:id sends it (the page reads its name and slug).
const campaignAnswer = ok(
  fixture(campaignResponseSchema, {
    campaign: { ...demoCampaign, id: campaignId, association_name: "École Jules Ferry", public_slug: "ecole-jules-ferry" },
  }),
);

const lea = seller({
  id: "s-lea",
  code: "k7m2p9qa",
  first_name: "Léa",
  group_name: "CM2",
  goal_bars: 20,
  is_minor: true,
  bars: 12,
  amount_cents: 9600,
  orders: 5,
});
const noah = seller({ id: "s-noah", code: "x3v8d4rb", first_name: "Noah", group_name: "CM2", bars: 3, amount_cents: 2400, orders: 1 });
const ines = seller({ id: "s-ines", code: "h6t5w2nc", first_name: "Inès" });

const withTotals = (sellers: Seller[]) =>
  overviewOf(sellers, {
    groups: [
      { group_name: "CM2", sellers: 2, bars: 15, amount_cents: 12000, orders: 6 },
      { group_name: null, sellers: 1, bars: 0, amount_cents: 0, orders: 0 },
    ],
    without_seller: { bars: 7, amount_cents: 5600, orders: 3 },
    delete_on: "2025-09-12",
  });

const renderPage = (handler: ApiHandler) =>
  renderCampaignPageAsMember(<SellersPage />, { role: "treasurer", page: "sellers", campaignId }, (call) =>
    call.path === `/api/campaigns/${campaignId}` ? campaignAnswer : handler(call),
  );

/** A row of 'Par groupe', its cells' text (fr-FR puts a narrow no-break space before '€'). */
const cellsOf = (name: RegExp) =>
  within(screen.getByRole("row", { name }))
    .getAllByRole("cell")
    .map((cell) => cell.textContent?.replace(/\s/g, " "));

const reads = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === "GET" && c.path === sellersPath).length;

describe("Vendeurs", () => {
  it("says there is nobody yet, with a hint, the 'Sans vendeur' line and when the data go", async () => {
    renderPage((call) => (call.path === sellersPath ? ok(overviewOf([])) : undefined));

    expect(await screen.findByText("Aucun vendeur pour l'instant…")).toBeTruthy();
    expect(screen.getByText(/un par un ou en collant la liste de la classe/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Vendeurs" })).toBeTruthy();
    expect(await screen.findByText("École Jules Ferry")).toBeTruthy();
    expect(cellsOf(/^Sans vendeur/)).toEqual(["Sans vendeur", "—", "0", "0,00 €", "0"]);
    expect(screen.getByText(/seront supprimés 90 jours après la fin de la campagne\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Affiche (PDF)" }).getAttribute("href")).toBe(`/api/campaigns/${campaignId}/poster.pdf`);
    expect(screen.getByRole("link", { name: "Flyers des vendeurs (PDF)" }).getAttribute("href")).toBe(`${sellersPath}/flyers.pdf`);
  });

  it("says a failed read with 'Réessayer', never as an empty list, and shows the list once read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderPage(failsOnceThen(sellersPath, ok(overviewOf([ines]))));

    await expectReadRetried(user, { alert: "Impossible de charger les vendeurs.", empty: "Aucun vendeur pour l'instant…" });
    expect(await screen.findByRole("listitem", { name: "Inès" })).toBeTruthy();
  });

  it("says a refusal as it is, without 'Réessayer'", async () => {
    renderPage((call) => (call.path === sellersPath ? failure(403, "FORBIDDEN", "Accès refusé") : undefined));
    expect(await screen.findByText("La liste des vendeurs est réservée aux membres de l'association qui en ont la charge.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Réessayer" })).toBeNull();
  });

  it("shows who sold what: each seller's goal, bars, amount and orders, the groups and 'Sans vendeur'", async () => {
    renderPage((call) => (call.path === sellersPath ? ok(withTotals([lea, noah, ines])) : undefined));

    const leaRow = await screen.findByRole("listitem", { name: "Léa, CM2" });
    expect(within(leaRow).getByText("Enfant")).toBeTruthy();
    const bar = within(leaRow).getByRole("progressbar", { name: "Objectif de Léa" });
    expect(bar.getAttribute("aria-valuenow")).toBe("60");
    expect(within(leaRow).getByText("12 / 20 tablettes (60 %)")).toBeTruthy();
    expect(within(leaRow).getByText("96,00 €")).toBeTruthy();
    expect(within(leaRow).getByText(lea.link)).toBeTruthy();
    const noahRow = screen.getByRole("listitem", { name: "Noah, CM2" });
    expect(within(noahRow).queryByRole("progressbar")).toBeNull();
    expect(within(noahRow).getByText("3 tablettes · pas d'objectif")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Vendeurs (3)" })).toBeTruthy();

    expect(cellsOf(/^CM2/)).toEqual(["CM2", "2", "15", "120,00 €", "6"]);
    expect(cellsOf(/^Sans groupe/)).toEqual(["Sans groupe", "1", "0", "0,00 €", "0"]);
    expect(cellsOf(/^Sans vendeur/)).toEqual(["Sans vendeur", "—", "7", "56,00 €", "3"]);
    expect(screen.getByText(/seront supprimés le 12 septembre 2025, 90 jours après la fin de la campagne/)).toBeTruthy();
  });

  it("copies a seller's link and says so", async () => {
    const { user } = renderPage((call) => (call.path === sellersPath ? ok(overviewOf([lea, noah])) : undefined));

    const noahRow = await screen.findByRole("listitem", { name: "Noah, CM2" });
    await user.click(within(noahRow).getByRole("button", { name: "Copier le lien de Noah" }));
    expect(await navigator.clipboard.readText()).toBe(noah.link);
    expect(await screen.findByText("Lien de Noah copié")).toBeTruthy();
    expect(within(noahRow).getByRole("button", { name: "Copier le lien de Noah" }).textContent).toBe("Lien copié");
  });

  it("says when the link could not be copied, and gives it to copy by hand", async () => {
    const { user } = renderPage((call) => (call.path === sellersPath ? ok(overviewOf([lea])) : undefined));
    // A page that is not secure has no Clipboard API; a browser without the older command can't copy either.
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Refusé", "NotAllowedError"));
    Object.defineProperty(document, "execCommand", { configurable: true, value: () => false });
    try {
      await user.click(await screen.findByRole("button", { name: "Copier le lien de Léa" }));
      expect(await screen.findByText("Le lien n'a pas pu être copié")).toBeTruthy();
      expect(screen.getByText(`Sélectionnez-le et copiez-le à la main : ${lea.link}`)).toBeTruthy();
    } finally {
      Reflect.deleteProperty(document, "execCommand");
    }
  });

  it("shows the leaderboard on the campaign page once the server has recorded it", async () => {
    let enabled = false;
    const answer = deferredAnswer();
    const { calls, user } = renderPage((call) => {
      if (call.path === sellersPath) return ok(overviewOf([lea], { leaderboard_enabled: enabled }));
      if (call.path === `/api/campaigns/${campaignId}/leaderboard`) {
        return answer.promise.then((reply) => {
          enabled = (call.body as { enabled: boolean }).enabled;
          return reply;
        });
      }
      return undefined;
    });

    const toggle = await screen.findByRole("switch", { name: "Afficher le classement sur la page de la campagne" });
    expect(screen.getByText(/seulement les prénoms et les groupes/)).toBeTruthy();
    await user.click(toggle);
    expect(toggle.hasAttribute("disabled")).toBe(true);
    // Not shown as on before the server holds it.
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText("Classement affiché : choix enregistré")).toBeNull();
    answer.release(ok(fixture(leaderboardSettingSchema, { enabled: true })));

    expect(await screen.findByText("Classement affiché : choix enregistré")).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([{ enabled: true }]);
  });

  it("reads the totals again when one of the campaign's sales changes", async () => {
    const streams: FakeEventSource[] = [];
    class FakeEventSource {
      private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
      closed = false;
      constructor(readonly url: string) {
        streams.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
        this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
      }
      emit(type: string) {
        for (const listener of this.listeners.get(type) ?? []) listener({ data: "{}" } as MessageEvent<string>);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal("EventSource", FakeEventSource);
    let current = noah;
    const { calls } = renderPage((call) => (call.path === sellersPath ? ok(overviewOf([current])) : undefined));

    const row = await screen.findByRole("listitem", { name: "Noah, CM2" });
    expect(within(row).getByText("24,00 €")).toBeTruthy();
    expect(streams.map((stream) => stream.url)).toEqual([`/api/campaigns/${campaignId}/sales/stream`]);
    const before = reads(calls);
    current = { ...noah, bars: 5, amount_cents: 4000, orders: 2 };
    streams[0].emit("sale");
    expect(await within(row).findByText("40,00 €")).toBeTruthy();
    expect(reads(calls)).toBe(before + 1);
  });
});
