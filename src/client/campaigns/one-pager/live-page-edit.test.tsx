// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { campaignResponseSchema, campaignSchema, slugAvailabilityResponseSchema } from "../../../shared/campaign-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { ok, renderAsMember, resetAfterEach } from "../../../../tests/support/client-render";
import { demoCampaign } from "../../shop/demo/demo-data";
import { campaignToDraftValues } from "./draft-values";
import { OnePagerForm } from "./one-pager-form";

// Decisions 036 and 037: on a published page, 'Modifier ma page' keeps the changes as a draft until 'Publier les
// modifications', warns before a change of address, asks before 'Dépublier', and never shows the bar price.

resetAfterEach();

const live = fixture(campaignSchema, {
  ...demoCampaign,
  id: "c-1",
  association_id: "a-1",
  association_name: "APE des Tilleuls",
  campaign_message: "Une classe de neige pour les CM2.",
  contact_email: "ape@exemple.fr",
  public_slug: "ape-tilleuls",
  status: "published",
  is_published: true,
  validated_at: "2026-11-02T10:00:00.000Z",
  taken_down_at: null,
  pending_changes: { campaign_message: "Une classe de neige pour les CM2 et les CM1." },
});

function renderLivePage() {
  const form = <OnePagerForm associationId="a-1" initialCampaign={live} initialValues={campaignToDraftValues(live)} />;
  return renderAsMember(
    form,
    { associationId: "a-1", role: "manager" },
    (call) => {
      if (call.path.startsWith("/api/campaigns/slug-available")) return ok(fixture(slugAvailabilityResponseSchema, { available: true }));
      if (call.path === "/api/campaigns/c-1/publish-changes")
        return ok(fixture(campaignResponseSchema, { campaign: { ...live, ...live.pending_changes, pending_changes: null } }));
      if (call.path === "/api/campaigns/c-1/unpublish")
        return ok(fixture(campaignResponseSchema, { campaign: { ...live, is_published: false } }));
      return undefined;
    },
    { dataRouter: true },
  );
}

describe("'Modifier ma page' on a published page", () => {
  it("fills the form with the draft, says it is not public yet, and publishes it on 'Publier les modifications'", async () => {
    const { calls, user } = renderLivePage();
    expect((screen.getByLabelText(/^Message principal \(/) as HTMLTextAreaElement).value).toBe(
      "Une classe de neige pour les CM2 et les CM1.",
    );
    const card = screen.getByRole("region", { name: "Modifications pas encore visibles" });
    expect(card.textContent).toContain("votre page publique ne les montre pas encore");
    // Also in the bar of actions, always in sight while typing.
    expect(screen.getByText(/Modifications pas encore publiées/)).toBeTruthy();
    await screen.findByText("Disponible ✓");
    await user.click(within(card).getByRole("button", { name: "Publier les modifications" }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/api/campaigns/c-1/publish-changes")).toBe(true));
    await vi.waitFor(() => expect(screen.queryByRole("region", { name: "Modifications pas encore visibles" })).toBeNull());
  });

  it("warns what a change of address does before it is saved", async () => {
    const { user } = renderLivePage();
    expect(screen.queryByText("Vous changez l'adresse de votre page")).toBeNull();
    await user.type(screen.getByLabelText("Adresse de la page (slug)"), "-noel");
    const warning = screen.getByText("Vous changez l'adresse de votre page").parentElement!;
    expect(warning.textContent).toContain("L'ancienne adresse (/c/ape-tilleuls) et les liens des vendeurs continueront de mener");
    expect(warning.textContent).toContain("réimprimez-les");
  });

  it("asks before 'Dépublier' and unpublishes only once confirmed", async () => {
    const { calls, user } = renderLivePage();
    await user.click(screen.getByRole("button", { name: "Dépublier" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Fermer votre boutique ?" });
    expect(calls.some((call) => call.path.endsWith("/unpublish"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Dépublier" }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/api/campaigns/c-1/unpublish")).toBe(true));
  });

  it("does not show the bar price, which the member may not change", () => {
    renderLivePage();
    expect(screen.queryByLabelText("Prix de la tablette (€)")).toBeNull();
  });
});
