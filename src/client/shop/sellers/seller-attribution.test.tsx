// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publicSellerSchema, sellerSearchSchema } from "../../../shared/sellers-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { failure, ok, resetAfterEach, stubApi } from "../../../../tests/support/client-render";
import { deferredAnswer } from "../../../../tests/support/deferred-answer";
import {
  FakeEventSource,
  lea,
  sellerCampaign,
  sellerCampaignSlug as slug,
  sellerCode as code,
} from "../../../../tests/support/seller-campaign";
import { CampaignApp } from "../campaign-page/campaign-app";
import { renderCampaignPage } from "../campaign-page/render-campaign";
import { cartSellerStorageKey, parseCartSeller } from "../checkout/cart-seller";
import { createCartStore } from "../checkout/cart-store";

// docs/product.md#sellers: a campaign page opened by a seller's link (/c/{slug}/v/{code}) orders for that seller: a
// banner says so with the seller's progress, the cart keeps the seller for later visits, the buyer may remove them.

resetAfterEach();
afterEach(() => window.history.replaceState(null, "", "/"));

const sellerPath = `/api/campaigns/by-slug/${slug}/sellers/${code}`;

// No goal shown: the amount-raised stream is then opened for the seller's sake only.
const campaign = () => sellerCampaign("attribution", { association_name: "École des Pins", project_goal_eur: null });

const openAt = (path: string) => window.history.replaceState(null, "", path);
const banner = () => screen.queryByRole("region", { name: "Votre vendeur" });

describe("a seller's link", () => {
  it("shows whom the order is for with their progress, and the cart keeps the seller for the next visits", async () => {
    const shop = campaign();
    openAt(`/c/${slug}/v/${code}`);
    const calls = stubApi((call) => (call.path === sellerPath ? ok(lea) : undefined));
    const view = render(<CampaignApp campaign={shop} />);

    expect(await screen.findByText("Vous commandez auprès de Léa (CM2)")).toBeTruthy();
    expect(screen.getByText("12 tablettes vendues sur 30")).toBeTruthy();
    const bar = screen.getByRole("progressbar", { name: "Objectif de Léa" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(bar.getAttribute("aria-valuetext")).toBe("12 tablettes vendues sur 30");
    expect(calls.map((call) => call.path)).toEqual([sellerPath]);
    // Said to screen readers where they are reading: the bar itself stands at the end of the page.
    expect(screen.getByText("Vous commandez auprès de Léa", { selector: "[aria-live='polite']" })).toBeTruthy();

    const kept = { id: lea.id, first_name: "Léa", group_name: "CM2", code };
    expect(parseCartSeller(window.localStorage.getItem(cartSellerStorageKey(shop.id)))).toEqual(kept);
    // A reload reads the same seller from the browser.
    expect(createCartStore(shop.id, window.localStorage).getSeller()).toEqual(kept);

    // A later visit to the campaign's own address still orders for Léa, and reads her progress again.
    view.unmount();
    openAt(`/c/${slug}`);
    render(<CampaignApp campaign={shop} />);
    expect(await screen.findByText("Vous commandez auprès de Léa (CM2)")).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it("changes nothing when the code is unknown", async () => {
    const shop = campaign();
    openAt(`/c/${slug}/v/${code}`);
    const calls = stubApi((call) =>
      call.path === sellerPath ? failure(404, "SELLER_NOT_FOUND", "Ce vendeur ne participe pas à cette campagne.") : undefined,
    );
    render(<CampaignApp campaign={shop} />);

    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {});
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem(cartSellerStorageKey(shop.id))).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Soutenez l'association École des Pins");
  });

  it("replaces the seller kept from an earlier visit, without showing that one first", async () => {
    const shop = campaign();
    const tom = { id: "0d9e8f7a-6b5c-4d3e-9f2a-1b0c9d8e7f6a", first_name: "Tom", group_name: "CE1", code: "abcdefgh" };
    window.localStorage.setItem(cartSellerStorageKey(shop.id), JSON.stringify(tom));
    openAt(`/c/${slug}/v/${code}`);
    const held = deferredAnswer();
    stubApi((call) => (call.path === sellerPath ? held.promise : undefined));
    render(<CampaignApp campaign={shop} />);

    await act(async () => {});
    expect(banner()).toBeNull();
    held.release(ok(lea));
    expect(await screen.findByText("Vous commandez auprès de Léa (CM2)")).toBeTruthy();
    expect(screen.queryByText(/Tom/)).toBeNull();
  });

  it("can be removed after a question: the banner goes, the cart forgets the seller, the address loses the code", async () => {
    const shop = campaign();
    openAt(`/c/${slug}/v/${code}`);
    stubApi((call) => (call.path === sellerPath ? ok(lea) : undefined));
    render(<CampaignApp campaign={shop} />);
    const user = userEvent.setup();

    await screen.findByText("Vous commandez auprès de Léa (CM2)");
    // 'Retirer' read as 'pick up': the button says what it does, and asks first.
    await user.click(screen.getByRole("button", { name: "Sans vendeur" }));
    const question = await screen.findByRole("alertdialog", { name: "Commander sans Léa ?" });
    expect(question.textContent).toContain("Votre commande ne sera plus comptée pour Léa.");
    expect(window.localStorage.getItem(cartSellerStorageKey(shop.id))).not.toBeNull();
    await user.click(within(question).getByRole("button", { name: "Commander sans vendeur" }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(window.localStorage.getItem(cartSellerStorageKey(shop.id))).toBeNull();
    expect(window.location.pathname).toBe(`/c/${slug}`);
    // The button is gone with the banner: the focus waits at the page's content.
    expect(document.activeElement?.id).toBe("contenu");
  });

  it("can be changed for another of the campaign's sellers", async () => {
    const shop = campaign();
    openAt(`/c/${slug}/v/${code}`);
    const tom = { id: "0d9e8f7a-6b5c-4d3e-9f2a-1b0c9d8e7f6a", first_name: "Tom", group_name: null };
    stubApi((call) =>
      call.path === sellerPath
        ? ok(lea)
        : call.path === `/api/campaigns/by-slug/${slug}/sellers/search?q=to`
          ? ok(fixture(sellerSearchSchema, { sellers: [tom] }))
          : undefined,
    );
    render(<CampaignApp campaign={shop} />);
    const user = userEvent.setup();

    await screen.findByText("Vous commandez auprès de Léa (CM2)");
    await user.click(screen.getByRole("button", { name: "Changer de vendeur" }));
    const dialog = await screen.findByRole("dialog", { name: "Changer de vendeur" });
    // The link's child first; another is found by the first letters of their first name, never from a list of all.
    expect(within(dialog).getByRole("group", { name: "Pour quel vendeur commandez-vous ?" }).textContent).toContain("Pour Léa (CM2)");
    await user.click(within(dialog).getByRole("button", { name: "Changer de vendeur" }));
    await user.type(within(dialog).getByLabelText("Son prénom (facultatif)"), "to");
    await user.click(await within(dialog).findByRole("button", { name: "Tom" }));
    await user.click(within(dialog).getByRole("button", { name: "Valider" }));

    await waitFor(() => expect(banner()?.textContent).toContain("Vous commandez auprès de Tom"));
    // Picked from the list: no link to read Tom's progress by, and Léa's address no longer applies.
    expect(screen.queryByRole("progressbar", { name: /Objectif/ })).toBeNull();
    expect(window.location.pathname).toBe(`/c/${slug}`);
    expect(parseCartSeller(window.localStorage.getItem(cartSellerStorageKey(shop.id)))).toEqual({ ...tom, code: null });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Changer de vendeur" })));
  });

  it("follows the seller's sales live", async () => {
    const shop = campaign();
    openAt(`/c/${slug}/v/${code}`);
    vi.stubGlobal("EventSource", FakeEventSource);
    let bars = 12;
    stubApi((call) => (call.path === sellerPath ? ok(fixture(publicSellerSchema, { ...lea, bars })) : undefined));
    render(<CampaignApp campaign={shop} />);
    await screen.findByText("12 tablettes vendues sur 30");

    // The page follows the amount raised for the seller's sake, although this campaign shows no goal.
    expect(FakeEventSource.last?.url).toBe(`/api/campaigns/${shop.id}/raised/stream`);
    bars = 15;
    act(() => FakeEventSource.last!.push(140));
    expect(await screen.findByText("15 tablettes vendues sur 30")).toBeTruthy();
  });

  it.each([
    ["opened by the seller's link", `/c/${slug}/v/${code}`, false],
    ["opened again later, the seller kept by the browser", `/c/${slug}`, true],
  ])(
    "is read after hydration, %s: the server's page is the same for every address and adopted without a mismatch",
    async (_, path, kept) => {
      const shop = campaign();
      // Before anything reads it: the module keeps one store per campaign.
      if (kept) window.localStorage.setItem(cartSellerStorageKey(shop.id), JSON.stringify({ ...lea, code }));
      const html = renderCampaignPage(shop);
      expect(html).not.toContain("Vous commandez");

      openAt(path);
      stubApi((call) => (call.path === sellerPath ? ok(lea) : undefined));
      const container = document.createElement("div");
      container.innerHTML = html;
      document.body.appendChild(container);
      const errors = vi.spyOn(console, "error");
      const recoverable = vi.fn();
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, <CampaignApp campaign={shop} />, { onRecoverableError: recoverable });
      });

      expect(await within(container).findByText("Vous commandez auprès de Léa (CM2)")).toBeTruthy();
      expect(await within(container).findByText("12 tablettes vendues sur 30")).toBeTruthy();
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      act(() => root?.unmount());
      container.remove();
    },
  );
});
