// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { membership, renderClient, resetAfterEach, signedInAs, stubApi } from "../../../tests/support/client-render";
import { RequireAuth } from "./guards";

// 'Créer ma campagne' (marketing pages, header) links /campaign/create: a visitor goes through sign-up, which (after
// confirming and signing in) comes back to the creation form; a member goes straight to it.

resetAfterEach();

const CreationForm = () => <h1>Créez votre boutique solidaire</h1>;

describe("RequireAuth on the creation form", () => {
  it("sends a visitor to sign-up, carrying the creation form as the return address", async () => {
    stubApi();
    renderClient(<CreationForm />, { path: "/campaign/create", route: "/campaign/create", layout: <RequireAuth /> });
    expect((await screen.findByTestId("location")).textContent).toBe("/auth/register?retour=%2Fcampaign%2Fcreate");
  });

  it("sends a visitor of another page to sign-in", async () => {
    stubApi();
    renderClient(<h1>Mon compte</h1>, { path: "/compte", route: "/compte", layout: <RequireAuth /> });
    expect((await screen.findByTestId("location")).textContent).toBe("/auth/login");
  });

  it("shows a member the creation form", async () => {
    const account = signedInAs([membership("a-1", "École Jules Ferry", "manager")]);
    stubApi(undefined, account);
    renderClient(<CreationForm />, { account, path: "/campaign/create", route: "/campaign/create", layout: <RequireAuth /> });
    expect(await screen.findByRole("heading", { name: "Créez votre boutique solidaire" })).toBeTruthy();
  });
});
