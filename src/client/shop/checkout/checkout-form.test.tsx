// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
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
  it("says under 'Payer' that paying accepts the sales terms, with a link to /cgv in a new tab", async () => {
    stubApi((call) => (call.path.endsWith("/sellers") ? ok(fixture(sellerChoicesSchema, { sellers: [] })) : undefined));
    render(<CheckoutForm campaign={{ ...demoCampaign, id: "c-checkout-terms" }} lines={lines} donationCents={0} onFailure={() => {}} />);

    const pay = screen.getByRole("button", { name: /^Payer/ });
    const sentence = screen.getByText(
      (_, element) => element?.textContent === "En payant, vous acceptez les conditions générales de vente (nouvel onglet).",
    );
    // Beside the button: the next line under it, in the same block.
    expect(pay.nextElementSibling).toBe(sentence);

    const terms = within(sentence).getByRole("link", { name: "conditions générales de vente (nouvel onglet)" });
    expect(terms.getAttribute("href")).toBe("/cgv");
    expect(terms.getAttribute("target")).toBe("_blank");
    expect(terms.getAttribute("rel")).toBe("noopener");
  });
});
