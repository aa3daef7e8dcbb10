// @vitest-environment happy-dom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sellerChoicesSchema } from "../../../shared/sellers-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { ok, resetAfterEach, stubApi } from "../../../../tests/support/client-render";
import { demoCampaign } from "../demo/demo-data";
import type { CartLine } from "./cart-store";
import { CheckoutForm } from "./checkout-form";

// docs/product.md#legal-pages: the buyer accepts the sales terms by paying, and can read them next to 'Payer' without
// losing the cart: the link opens /cgv in a new tab.

resetAfterEach();

const lines: CartLine[] = [{ id: "noir", name: "Chocolat Noir", price: 800, quantity: 2, image: "/images/products/noir-1.svg" }];

describe("the checkout's sales terms", () => {
  it("says before 'Payer' that paying accepts the sales terms, with a link to /cgv in a new tab", async () => {
    stubApi((call) => (call.path.endsWith("/sellers") ? ok(fixture(sellerChoicesSchema, { has_sellers: false })) : undefined));
    render(<CheckoutForm campaign={{ ...demoCampaign, id: "c-checkout-terms" }} lines={lines} donationCents={0} onFailure={() => {}} />);

    const pay = screen.getByRole("button", { name: /^Payer/ });
    const sentence = screen.getByText(
      (_, element) => element?.textContent === "En payant, vous acceptez les conditions générales de vente (nouvel onglet).",
    );
    // Just before the button, in reading and tab order: what paying accepts is read before paying.
    expect(sentence.nextElementSibling).toBe(pay);

    const terms = within(sentence).getByRole("link", { name: "conditions générales de vente (nouvel onglet)" });
    expect(terms.getAttribute("href")).toBe("/cgv");
    expect(terms.getAttribute("target")).toBe("_blank");
    expect(terms.getAttribute("rel")).toBe("noopener");
  });
});

describe("the checkout's e-mail field", () => {
  it("suggests the usual domain for a mistyped one, and one tap puts it in the field", async () => {
    stubApi((call) => (call.path.endsWith("/sellers") ? ok(fixture(sellerChoicesSchema, { has_sellers: false })) : undefined));
    render(<CheckoutForm campaign={{ ...demoCampaign, id: "c-checkout-typo" }} lines={lines} donationCents={0} onFailure={() => {}} />);
    const user = userEvent.setup();
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    await user.clear(email);
    await user.type(email, "yvonne.legoff@gmial.con");

    await user.click(await screen.findByRole("button", { name: "Vouliez-vous dire yvonne.legoff@gmail.com ?" }));
    expect(email.value).toBe("yvonne.legoff@gmail.com");
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Vouliez-vous dire/ })).toBeNull());
  });

  it("asks a home delivery for an optional 'Complément d'adresse' and phone", async () => {
    stubApi((call) => (call.path.endsWith("/sellers") ? ok(fixture(sellerChoicesSchema, { has_sellers: false })) : undefined));
    render(<CheckoutForm campaign={{ ...demoCampaign, id: "c-checkout-home" }} lines={lines} donationCents={0} onFailure={() => {}} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText("Téléphone (facultatif)")).toBeNull();
    await user.click(screen.getByRole("radio", { name: /Livraison à domicile/ }));
    expect(screen.getByLabelText("Complément d'adresse (facultatif)").getAttribute("autocomplete")).toBe("address-line2");
    expect(screen.getByLabelText("Téléphone (facultatif)").getAttribute("type")).toBe("tel");
  });
});
