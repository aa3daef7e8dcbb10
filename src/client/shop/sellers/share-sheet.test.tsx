// @vitest-environment happy-dom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shareSentence, shareTargets } from "../../../shared/share-message";
import { ok, resetAfterEach, stubApi } from "../../../../tests/support/client-render";
import { lea, sellerCampaign } from "../../../../tests/support/seller-campaign";
import { CampaignApp } from "../campaign-page/campaign-app";
import { ShareSheet } from "./share-sheet";

// docs/product.md#sellers: 'Partager' opens a sheet with the ready message (shared/share-message.ts) for WhatsApp, SMS
// and e-mail, 'Copier le lien', and on phones the system's share sheet; from a seller's link, the seller's message.

resetAfterEach();
afterEach(() => {
  window.history.replaceState(null, "", "/");
  // Own properties set by a test; the prototype's (or nothing) shows through again.
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { clipboard?: unknown }).clipboard;
});

const url = "https://boutique-solidaire.fr/c/ecole-des-pins/v/k7m2p9qa";
const options = { campaign: { association_name: "École des Pins" }, url, sellerFirstName: "Emma" };

function setNavigator(name: "share" | "clipboard", value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

const link = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("the share sheet", () => {
  it("builds its links from the ready message", () => {
    render(<ShareSheet open onOpenChange={() => {}} associationName="École des Pins" url={url} sellerFirstName="Emma" />);
    const targets = shareTargets(options);
    expect(link("WhatsApp (nouvel onglet)")).toBe(targets.whatsapp);
    expect(link("SMS")).toBe(targets.sms);
    expect(link("E-mail")).toBe(targets.email);
    expect(screen.getByRole("link", { name: "WhatsApp (nouvel onglet)" }).getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText(shareSentence(options))).toBeTruthy();
    expect((screen.getByLabelText("Lien à partager") as HTMLInputElement).value).toBe(url);
    expect(screen.getByRole("dialog", { name: "Partager la boutique" })).toBeTruthy();
    // No system share sheet on this 'computer'.
    expect(screen.queryByRole("button", { name: "Autres applications" })).toBeNull();
  });

  it("copies the link, and says so", async () => {
    // After user-event's setup, which brings a clipboard of its own.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    setNavigator("clipboard", { writeText });
    render(<ShareSheet open onOpenChange={() => {}} associationName="École des Pins" url={url} />);
    await user.click(screen.getByRole("button", { name: "Copier le lien" }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole("button", { name: "Lien copié" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Lien copié");
  });

  it("selects the link for copying by hand when the browser can't copy", async () => {
    const user = userEvent.setup();
    setNavigator("clipboard", { writeText: vi.fn(async () => Promise.reject(new Error("refusé"))) });
    // happy-dom has no document.execCommand, as some browsers no longer do: the older way fails too.
    render(<ShareSheet open onOpenChange={() => {}} associationName="École des Pins" url={url} />);
    await user.click(screen.getByRole("button", { name: "Copier le lien" }));
    expect(screen.getByRole("status").textContent).toBe("Le lien n'a pas pu être copié : sélectionnez-le et copiez-le.");
    expect(document.activeElement).toBe(screen.getByLabelText("Lien à partager"));
  });

  it("opens the phone's own share sheet when there is one", async () => {
    const share = vi.fn(async () => {});
    setNavigator("share", share);
    render(<ShareSheet open onOpenChange={() => {}} associationName="École des Pins" url={url} sellerFirstName="Emma" />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Autres applications" }));
    expect(share).toHaveBeenCalledWith({ title: "Soutenez École des Pins", text: shareSentence(options), url });
  });
});

describe("'Partager' on the campaign page", () => {
  const campaign = sellerCampaign("share", { project_goal_eur: null });
  const shared = (sellerFirstName?: string) => ({ campaign: { association_name: campaign.association_name }, sellerFirstName });

  it("shares the campaign's page", async () => {
    stubApi();
    render(<CampaignApp campaign={{ ...campaign, id: "c-share-page" }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Partager" }));
    const sheet = await screen.findByRole("dialog", { name: "Partager la boutique" });
    const page = `${window.location.origin}/c/ecole-des-pins`;
    expect(within(sheet).getByRole("link", { name: "SMS" }).getAttribute("href")).toBe(shareTargets({ ...shared(), url: page }).sms);

    // Closed, the focus goes back to the button.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Partager" })));
  });

  it("passes on the seller's link and first name when the page was opened by it", async () => {
    window.history.replaceState(null, "", "/c/ecole-des-pins/v/k7m2p9qa");
    stubApi((call) => (call.path === "/api/campaigns/by-slug/ecole-des-pins/sellers/k7m2p9qa" ? ok(lea) : undefined));
    render(<CampaignApp campaign={campaign} />);
    // The seller's link is checked with the server first: give it the time a busy machine takes.
    await screen.findByText("Vous commandez auprès de Léa (CM2)", {}, { timeout: 5_000 });
    await userEvent.setup().click(screen.getByRole("button", { name: "Partager" }));
    const sheet = await screen.findByRole("dialog", { name: "Partager la boutique" });
    const sellerLink = `${window.location.origin}/c/ecole-des-pins/v/k7m2p9qa`;
    expect(within(sheet).getByRole("link", { name: "WhatsApp (nouvel onglet)" }).getAttribute("href")).toBe(
      shareTargets({ ...shared("Léa"), url: sellerLink }).whatsapp,
    );
    expect(within(sheet).getByText(/commandez auprès de Léa nos tablettes/)).toBeTruthy();
  });
});
