// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signInResponseSchema } from "../../shared/auth-responses";
import { fixture } from "../../../tests/support/client-fixtures";
import { membership, ok, renderClient, resetAfterEach, signedInAs, stubApi } from "../../../tests/support/client-render";
import { LoginPage } from "./login-page";

resetAfterEach();

const account = signedInAs([membership("a-own", "Mon association", "manager")]);

async function signIn(path: string) {
  // Before sign-in the session is null; the stand-in answers the session read that follows it.
  stubApi(
    (call) =>
      call.path === "/api/auth/sign-in/email"
        ? ok(fixture(signInResponseSchema, { ok: true, user: { id: account.session.user.id, email: account.session.user.email } }))
        : undefined,
    account,
  );
  renderClient(<LoginPage />, { path, route: "/auth/login" });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), "marie@example.fr");
  await user.type(screen.getByLabelText("Mot de passe"), "chocolat-demo");
  await user.click(screen.getByRole("button", { name: "Se connecter" }));
  return (await screen.findByTestId("location")).textContent;
}

describe("LoginPage with a return path", () => {
  it("goes back to the page that asked for the sign-in", async () => {
    expect(await signIn(`/auth/login?retour=${encodeURIComponent("/invitation/abc")}`)).toBe("/invitation/abc");
  });

  it("ignores a return path to another site and goes home", async () => {
    expect(await signIn(`/auth/login?retour=${encodeURIComponent("//evil.example/x")}`)).toBe("/");
  });

  it("keeps the return path on the way to sign-up", () => {
    stubApi();
    renderClient(<LoginPage />, { path: "/auth/login?retour=%2Finvitation%2Fabc", route: "/auth/login" });
    expect(screen.getByRole("link", { name: "Créer un compte" }).getAttribute("href")).toBe("/auth/register?retour=%2Finvitation%2Fabc");
  });
});

describe("LoginPage's validation", () => {
  it("shows the shared schema's French messages under the fields, the schema fetched on the first click", async () => {
    stubApi();
    renderClient(<LoginPage />, { path: "/auth/login", route: "/auth/login" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Se connecter" }));
    // Under each field, and the first one toasted as 'Erreur de validation'.
    await waitFor(() => expect(document.getElementById("email-message")?.textContent).toBe("Email invalide"));
    expect(document.getElementById("password-message")?.textContent).toBe("Mot de passe requis");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("Erreur de validation")).toBeTruthy();
  });
});
