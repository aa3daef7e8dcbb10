// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notificationSettingsResponseSchema } from "../../shared/account-responses";
import { fixture } from "../../../tests/support/client-fixtures";
import { failsOnceThen, membership, ok, renderClient, resetAfterEach, signedInAs, stubApi } from "../../../tests/support/client-render";
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

    expect((await screen.findByRole("alert")).textContent).toContain("Erreur lors du chargement des données");
    expect(screen.queryByRole("button", { name: "Enregistrer les modifications" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Réessayer" }));
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

    expect((await screen.findByRole("alert")).textContent).toContain("Impossible de charger vos paramètres.");
    expect(screen.queryByLabelText("Notifications par email")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    const email = (await screen.findByLabelText("Notifications par email")) as HTMLInputElement;
    expect(email.checked).toBe(false);
  });
});
