// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { campaignSchema, publishCampaignResponseSchema, slugAvailabilityResponseSchema } from "../../../shared/campaign-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { failure, ok, renderAsMember, resetAfterEach, type ApiAnswer } from "../../../../tests/support/client-render";
import { demoCampaign } from "../../shop/demo/demo-data";
import { campaignToDraftValues } from "./draft-values";
import { OnePagerForm } from "./one-pager-form";

// docs/product.md#one-pager: 'Publier' saves the changes on screen first; when that save is refused, nothing is
// published and the user is told why (a slug taken meanwhile: on the slug field itself).

resetAfterEach();

// The campaign as the API sends it (GET /api/associations/:id/campaign): a draft of the demo's page, under another name.
const draft = fixture(campaignSchema, {
  ...demoCampaign,
  id: "c-1",
  association_id: "a-1",
  association_name: "École Jules Ferry",
  association_slogan: null,
  association_description: null,
  campaign_message: "Une classe de mer pour tous les CM2.",
  project_goal_eur: null,
  contact_email: "ecole@exemple.fr",
  contact_phone: null,
  association_address: null,
  public_slug: "ecole-ferry",
  status: "draft",
  is_published: false,
});

/** The slug is changed to one the check finds free, then 'Publier' is clicked while the save answers `saved`. */
async function publishWithSaveAnswering(saved: ApiAnswer) {
  const form = <OnePagerForm associationId="a-1" initialCampaign={draft} initialValues={campaignToDraftValues(draft)} />;
  const { calls, user } = renderAsMember(
    form,
    { associationId: "a-1", role: "manager" },
    (call) => {
      if (call.path.startsWith("/api/campaigns/slug-available")) return ok(fixture(slugAvailabilityResponseSchema, { available: true }));
      if (call.method === "PATCH" && call.path === "/api/campaigns/c-1") return saved;
      if (call.path === "/api/campaigns/c-1/publish")
        return ok(fixture(publishCampaignResponseSchema, { outcome: "published", campaign: { ...draft, is_published: true } }));
      return undefined;
    },
    { dataRouter: true },
  );
  const slug = screen.getByLabelText("Adresse de la page (slug)");
  await user.type(slug, "-2026");
  await screen.findByText("Disponible ✓");
  const publish = screen.getByRole("button", { name: "Publier" }) as HTMLButtonElement;
  // Clicked at once, well before the autosave: the save that fails is the one 'Publier' asked for.
  expect(publish.disabled).toBe(false);
  await user.click(publish);
  return { calls, slug };
}

const publishCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.endsWith("/publish"));
/** The line under the field, tied to it by aria-describedby: what a screen reader reads with the field. */
const messageUnder = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[0])?.textContent;

describe("one-pager 'Publier' when the save before it fails", () => {
  it("publishes nothing when the slug was taken meanwhile, and the field gives the server's reason", async () => {
    const { calls, slug } = await publishWithSaveAnswering(failure(409, "SLUG_TAKEN", "Ce slug est déjà utilisé"));

    await vi.waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"));
    expect(messageUnder(slug)).toBe("Ce slug est déjà utilisé");
    expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(1);
    expect(publishCalls(calls)).toEqual([]);
    expect((screen.getByRole("button", { name: "Publier" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("publishes nothing when the server fails, and says the campaign was not saved", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { calls, slug } = await publishWithSaveAnswering(failure(500, "INTERNAL", "Une erreur est survenue"));

    expect(await screen.findByText("Impossible de sauvegarder la campagne")).toBeTruthy();
    expect(publishCalls(calls)).toEqual([]);
    expect(screen.getByText("Modifications non enregistrées")).toBeTruthy();
    // Nothing is wrong with the slug: the field is not marked.
    expect(slug.getAttribute("aria-invalid")).toBe("false");
  });
});
