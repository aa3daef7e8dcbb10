// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fulfilmentChangeResponseSchema, preparationParcelsPageSchema } from "../../../shared/admin-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { membership, ok, renderClient, resetAfterEach, signedInAs, stubApi } from "../../../../tests/support/client-render";
import { ParcelList } from "./parcel-list";

// docs/product.md#fulfilment: 'Livrée à l'association' waits five seconds with 'Annuler' before it is sent (decision
// 041): the association is mailed once it is, and the change is one-way. The clock is the test's, running on by itself.

resetAfterEach();
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const account = signedInAs([membership("a-1", "Atelier", "manager")]);
const campaignId = "c-tilleuls";
const deliverPath = `/api/admin/campaigns/${campaignId}/deliver-pickups`;
const campaignParcel = fixture(preparationParcelsPageSchema, {
  parcels: [
    {
      kind: "campaign",
      sale_id: null,
      campaign_id: campaignId,
      campaign_name: "École des Tilleuls",
      recipient: "APE des Tilleuls",
      address: "3 rue des Tilleuls",
      address_line2: null,
      postal_code: "69003",
      city: "Lyon",
      bars: 12,
      weight_grams: 1350,
      order_references: ["BS-AAAA1111", "BS-BBBB2222"],
    },
  ],
  next_cursor: null,
});

function renderParcels() {
  const calls = stubApi((call) => {
    if (call.path.startsWith("/api/admin/preparation/parcels?kind=campaign")) return ok(campaignParcel);
    if (call.path.startsWith("/api/admin/preparation/parcels?kind=home")) return ok({ parcels: [], next_cursor: null });
    if (call.path === deliverPath) return ok(fixture(fulfilmentChangeResponseSchema, { changed: 2, unchanged: 0 }));
    return undefined;
  }, account);
  renderClient(<ParcelList />, { account, path: "/admin/preparation" });
  return { calls, user: userEvent.setup() };
}

const fiveSeconds = () => act(() => vi.advanceTimersByTimeAsync(5_000));

describe("Préparation, a campaign's pick-up parcel", () => {
  it("holds 'Livrée à l'association' five seconds: 'Annuler' sends nothing; left alone, it is sent once", async () => {
    const { calls, user } = renderParcels();
    const delivered = await screen.findByRole("button", { name: "Livrée à l'association : École des Tilleuls" });
    await user.click(delivered);

    const undo = screen.getByRole("button", { name: "Annuler la livraison du colis de École des Tilleuls" });
    expect(document.activeElement).toBe(undo);
    const held = undo.closest("[role=status]")!.textContent;
    expect(held).toContain("Enregistrement dans 5 s.");
    expect(held).toContain("L'association sera prévenue par e-mail.");
    await user.click(undo);
    await fiveSeconds();
    expect(calls.filter((call) => call.path === deliverPath)).toEqual([]);

    // Pressed again and left alone: sent when the time has passed, and only then said done.
    await user.click(await screen.findByRole("button", { name: "Livrée à l'association : École des Tilleuls" }));
    expect(screen.queryByText("Colis livré à l'association")).toBeNull();
    await fiveSeconds();
    expect(await screen.findByText("Colis livré à l'association")).toBeTruthy();
    expect(calls.filter((call) => call.path === deliverPath).map((call) => call.method)).toEqual(["POST"]);
  });
});
