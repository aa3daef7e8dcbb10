// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { campaignBookingResponseSchema } from "../../../shared/booking-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { membership, ok, renderClient, resetAfterEach, signedInAs, stubApi } from "../../../../tests/support/client-render";
import { expectReadRetried, failsOnceThen } from "../../../../tests/support/failed-read";
import { CampaignBookingPanel } from "./campaign-booking-panel";

// A failed read of the call is said where the call would be, with 'Réessayer': never taken for 'no call booked yet'.

resetAfterEach();

const account = signedInAs([membership("a-1", "École Jules Ferry", "manager")]);
const NOT_BOOKED = "Réservez un appel de 30 minutes avec notre équipe pour publier votre boutique.";

describe("the call panel of a campaign waiting for validation", () => {
  it("says its read failed, offers 'Réessayer', then shows what the server answers", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi(failsOnceThen("/api/campaigns/c-1/booking", ok(fixture(campaignBookingResponseSchema, { booking: null }))), account);
    renderClient(<CampaignBookingPanel campaignId="c-1" />, { account });
    const user = userEvent.setup();

    await expectReadRetried(user, {
      alert: "Impossible de charger votre rendez-vous. Vérifiez votre connexion, puis réessayez.",
      empty: [NOT_BOOKED, () => screen.queryByRole("button", { name: "Réserver un rendez-vous" })],
    });
    expect(await screen.findByText(NOT_BOOKED)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réserver un rendez-vous" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
