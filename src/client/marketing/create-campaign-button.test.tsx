// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { membership, renderClient, resetAfterEach, signedInAs, stubApi } from "../../../tests/support/client-render";
import { CreateCampaignButton } from "./arrow-link-button";

// 'Créer ma campagne' on the marketing pages: a visitor goes through sign-up, which (after confirming and signing in)
// comes back to the creation form; a member goes straight to it.

resetAfterEach();

const link = () => screen.getByRole("link", { name: "Créer ma campagne" }).getAttribute("href");

describe("'Créer ma campagne'", () => {
  it("leads a visitor to sign-up, carrying the creation form as the return address", () => {
    stubApi();
    renderClient(<CreateCampaignButton />);
    expect(link()).toBe("/auth/register?retour=%2Fcampaign%2Fcreate");
  });

  it("leads a member to the creation form", () => {
    const account = signedInAs([membership("a-1", "École Jules Ferry", "manager")]);
    stubApi(undefined, account);
    renderClient(<CreateCampaignButton />, { account });
    expect(link()).toBe("/campaign/create");
  });
});
