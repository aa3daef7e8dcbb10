// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authSessionSchema, okResponseSchema } from "../../shared/auth-responses";
import { fixture } from "../../../tests/support/client-fixtures";
import { ok, renderClient, resetAfterEach, stubApi, type ApiCall } from "../../../tests/support/client-render";
import { CallbackPage } from "./callback-page";

// docs/product.md#email-confirmation: the page says an address is confirmed only when the server said so.

resetAfterEach();

/** Signed out; a new confirmation mail is sent when asked for. */
const signedOut = () =>
  stubApi((call) =>
    call.path === "/api/auth/get-session"
      ? ok(fixture(authSessionSchema, null))
      : call.path === "/api/auth/send-verification-email"
        ? ok(fixture(okResponseSchema, { ok: true }))
        : undefined,
  );

/** A new link asked for, to the address typed in: the page says the request went, with that address. */
async function askForANewLink(calls: ApiCall[]) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), "parent@exemple.fr");
  await user.click(screen.getByRole("button", { name: "Recevoir un nouveau lien" }));
  expect(await screen.findByText("Demande envoyée")).toBeTruthy();
  expect(calls.find((c) => c.path === "/api/auth/send-verification-email")?.body).toEqual({ email: "parent@exemple.fr" });
}

describe("/auth/callback", () => {
  it("confirms only with the server's mark", async () => {
    signedOut();
    renderClient(<CallbackPage />, { path: "/auth/callback?etat=confirme" });
    expect(await screen.findByText("Votre adresse est vérifiée. Vous pouvez maintenant vous connecter.")).toBeTruthy();
  });

  it("opened without a token, or with a made-up mark, says nothing was confirmed and offers a new mail", async () => {
    const calls = signedOut();
    renderClient(<CallbackPage />, { path: "/auth/callback?etat=oui" });
    expect((await screen.findByRole("alert")).textContent).toBe("Ce lien de confirmation est incomplet : ouvrez celui de votre e-mail.");
    expect(screen.queryByText(/Votre adresse est vérifiée/)).toBeNull();

    await askForANewLink(calls);
  });

  it("says a bad or expired link is so, and a used one that the address is confirmed already", async () => {
    signedOut();
    renderClient(<CallbackPage />, { path: "/auth/callback?error=INVALID_TOKEN" });
    expect((await screen.findByRole("alert")).textContent).toBe("Ce lien est invalide ou a expiré");
  });

  it("says an expired link is so and offers a new one, to the address typed in", async () => {
    const calls = signedOut();
    renderClient(<CallbackPage />, { path: "/auth/callback?error=TOKEN_EXPIRED" });
    expect((await screen.findByRole("alert")).textContent).toBe("Ce lien est invalide ou a expiré");
    expect(screen.getByText("Votre adresse n'a pas été confirmée. Demandez un nouveau lien :")).toBeTruthy();
    expect(screen.queryByText(/Votre adresse est vérifiée/)).toBeNull();

    await askForANewLink(calls);
  });

  it("says a used link's address is confirmed already, with 'Se connecter'", async () => {
    signedOut();
    renderClient(<CallbackPage />, { path: "/auth/callback?error=TOKEN_ALREADY_USED" });
    expect((await screen.findByRole("alert")).textContent).toBe("Ce lien a déjà été utilisé");
    expect(screen.getByText("Votre adresse est déjà confirmée.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Se connecter" }).getAttribute("href")).toBe("/auth/login");
  });
});
