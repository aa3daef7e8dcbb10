// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notificationSettingsResponseSchema } from "../../shared/account-responses";
import { fixture } from "../../../tests/support/client-fixtures";
import { membership, ok, renderClient, resetAfterEach, signedInAs, stubApi } from "../../../tests/support/client-render";
import { expectReadRetried, failsOnceThen } from "../../../tests/support/failed-read";
import { meQueryKey } from "../session/me-api";
import { ProfileTab } from "./profile-tab";
import { SettingsTab } from "./settings-tab";

// A failed read is said where its data would be, with 'Réessayer', and never shown as data (docs/product.md#conventions).

resetAfterEach();

describe("Mon compte, when a read fails", () => {
  it("Profil shows the failure instead of an empty form that a save would write back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const account = signedInAs([membership("a-1", "École Jules Ferry", "manager")]);
    stubApi(failsOnceThen("/api/me", ok(account.me)), account);
    const { queryClient } = renderClient(<ProfileTab />, { account });
    // The session's memberships come with the render; the profile's own read is the one that fails.
    void queryClient.resetQueries({ queryKey: meQueryKey });
    const user = userEvent.setup();

    await expectReadRetried(user, {
      alert: "Erreur lors du chargement des données",
      empty: () => screen.queryByRole("button", { name: "Enregistrer les modifications" }),
    });
    expect(await screen.findByRole("button", { name: "Enregistrer les modifications" })).toBeTruthy();
  });

  it("Paramètres shows the failure instead of switches that claim the defaults", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const account = signedInAs([membership("a-1", "École Jules Ferry", "manager")]);
    const settings = fixture(notificationSettingsResponseSchema, {
      email_notifications: false,
      sales_notifications: true,
      weekly_newsletter: false,
    });
    stubApi(failsOnceThen("/api/me/settings", ok(settings)), account);
    renderClient(<SettingsTab />, { account });
    const user = userEvent.setup();

    await expectReadRetried(user, {
      alert: "Impossible de charger vos paramètres.",
      empty: () => screen.queryByLabelText("Notifications par email"),
    });
    const email = (await screen.findByLabelText("Notifications par email")) as HTMLInputElement;
    expect(email.checked).toBe(false);
  });
});
