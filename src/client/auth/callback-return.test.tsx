// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { authSessionSchema } from "../../shared/auth-responses";
import { fixture } from "../../../tests/support/client-fixtures";
import { ok, renderClient, resetAfterEach, stubApi } from "../../../tests/support/client-render";
import { CallbackPage } from "./callback-page";
import { forgetTakenReturnPath, rememberReturnAfterConfirmation, takeReturnAfterConfirmation } from "./return-path";

// docs/product.md#email-confirmation: someone who signed up from an invitation comes back to it after confirming.

resetAfterEach();
afterEach(() => forgetTakenReturnPath()); // each test is a new page load

describe("the return path across the confirmation mail", () => {
  it("is remembered at sign-up and offered once on the confirmation page", async () => {
    rememberReturnAfterConfirmation("/invitation/abc_DEF-123");
    stubApi((call) => (call.path === "/api/auth/get-session" ? ok(fixture(authSessionSchema, null)) : undefined));
    renderClient(<CallbackPage />, { path: "/auth/callback?etat=confirme" });

    const signIn = await screen.findByRole("link", { name: "Se connecter" });
    expect(signIn.getAttribute("href")).toBe("/auth/login?retour=%2Finvitation%2Fabc_DEF-123");
    // Taken out of storage: a later page load is not sent there again.
    forgetTakenReturnPath();
    expect(takeReturnAfterConfirmation()).toBeNull();
  });

  it("is still offered when the page is drawn again in the same page load (a render started over, a remount)", async () => {
    rememberReturnAfterConfirmation("/campaign/create");
    stubApi((call) => (call.path === "/api/auth/get-session" ? ok(fixture(authSessionSchema, null)) : undefined));
    const first = renderClient(<CallbackPage />, { path: "/auth/callback?etat=confirme" });
    await screen.findByRole("link", { name: "Se connecter" });
    first.unmount();
    renderClient(<CallbackPage />, { path: "/auth/callback?etat=confirme" });
    const signIn = await screen.findByRole("link", { name: "Se connecter" });
    expect(signIn.getAttribute("href")).toBe("/auth/login?retour=%2Fcampaign%2Fcreate");
  });

  it("never keeps a path that would leave the site", () => {
    rememberReturnAfterConfirmation("https://evil.example/");
    expect(takeReturnAfterConfirmation()).toBeNull();
  });
});
