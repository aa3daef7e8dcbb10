// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sellerChoicesSchema } from "../../../shared/sellers-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { ok, resetAfterEach, stubApi, type ApiCall } from "../../../../tests/support/client-render";
import { deferredAnswer } from "../../../../tests/support/deferred-answer";
import { sellerCampaign, sellerCampaignSlug as slug } from "../../../../tests/support/seller-campaign";
import { CheckoutForm } from "../checkout/checkout-form";
import type { CartLine } from "../checkout/cart-store";
import { cartStoreFor } from "../checkout/use-cart";

// docs/product.md#sellers: the checkout asks 'Pour quel vendeur commandez-vous ?' when the campaign has sellers, with
// the cart's seller chosen, and sends the choice as seller_id; a seller the server refuses is said at the field.

resetAfterEach();

const choicesPath = `/api/campaigns/by-slug/${slug}/sellers`;
const lea = { id: "5b0c4d2e-1f3a-4b5c-8d6e-7f8091a2b3c4", first_name: "Léa", group_name: "CM2" };
const tom = { id: "0d9e8f7a-6b5c-4d3e-9f2a-1b0c9d8e7f6a", first_name: "Tom", group_name: null };
const choices = fixture(sellerChoicesSchema, { sellers: [lea, tom] });
const lines: CartLine[] = [{ id: "noir", name: "Chocolat Noir", price: 800, quantity: 2, image: "/images/products/noir-1.svg" }];

const campaign = () => sellerCampaign("checkout-seller");

/** Fills the buyer's fields (the form keeps a draft for the visit, hence the clearing) and pays. */
async function pay(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, text] of [
    ["Nom complet", "Marie Martin"],
    ["Email", "marie@example.fr"],
  ]) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), text);
  }
  await user.click(screen.getByRole("button", { name: /^Payer/ }));
}

const checkoutBody = (calls: ApiCall[]) => calls.find((call) => call.path === "/api/checkout")?.body as Record<string, unknown> | undefined;

describe("Pour quel vendeur commandez-vous ?", () => {
  it("offers the campaign's sellers with the cart's seller chosen, and sends the buyer's choice as seller_id", async () => {
    const shop = campaign();
    cartStoreFor(shop.id).setSeller({ ...lea, code: "k7m2p9qa" });
    // The order's answer never comes: the browser stays on the page.
    const calls = stubApi((call) =>
      call.path === choicesPath ? ok(choices) : call.path === "/api/checkout" ? deferredAnswer().promise : undefined,
    );
    render(<CheckoutForm campaign={shop} lines={lines} donationCents={0} onFailure={() => {}} />);
    const user = userEvent.setup();

    const select = (await screen.findByLabelText("Pour quel vendeur commandez-vous ?")) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(["Aucun vendeur en particulier", "Léa (CM2)", "Tom"]);
    expect(select.value).toBe(lea.id);

    await user.selectOptions(select, "Tom");
    // The cart follows the choice (the page's banner too).
    expect(cartStoreFor(shop.id).getSeller()).toEqual({ ...tom, code: null });
    await pay(user);
    await waitFor(() => expect(checkoutBody(calls)).toBeDefined());
    expect(checkoutBody(calls)).toMatchObject({ campaign_id: shop.id, seller_id: tom.id });
  });

  it("sends no seller when the buyer chooses none", async () => {
    const shop = campaign();
    cartStoreFor(shop.id).setSeller({ ...lea, code: null });
    const calls = stubApi((call) =>
      call.path === choicesPath ? ok(choices) : call.path === "/api/checkout" ? deferredAnswer().promise : undefined,
    );
    render(<CheckoutForm campaign={shop} lines={lines} donationCents={0} onFailure={() => {}} />);
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText("Pour quel vendeur commandez-vous ?"), "Aucun vendeur en particulier");
    expect(cartStoreFor(shop.id).getSeller()).toBeNull();
    await pay(user);
    await waitFor(() => expect(checkoutBody(calls)).toBeDefined());
    expect(checkoutBody(calls)).not.toHaveProperty("seller_id");
  });

  it("is absent for a campaign without sellers", async () => {
    const shop = campaign();
    const calls = stubApi((call) =>
      call.path === choicesPath
        ? ok(fixture(sellerChoicesSchema, { sellers: [] }))
        : call.path === "/api/checkout"
          ? deferredAnswer().promise
          : undefined,
    );
    render(<CheckoutForm campaign={shop} lines={lines} donationCents={0} onFailure={() => {}} />);
    const user = userEvent.setup();

    await waitFor(() => expect(calls.map((call) => call.path)).toContain(choicesPath));
    await pay(user);
    await waitFor(() => expect(checkoutBody(calls)).toBeDefined());
    expect(screen.queryByLabelText("Pour quel vendeur commandez-vous ?")).toBeNull();
    expect(checkoutBody(calls)).not.toHaveProperty("seller_id");
  });

  it("says at the field when the server refuses the seller, and the drawer stays open", async () => {
    const shop = campaign();
    cartStoreFor(shop.id).setSeller({ ...lea, code: null });
    const refusal = { code: "SELLER_NOT_FOUND", message: "Ce vendeur ne participe pas à cette campagne.", field: "seller_id" };
    const calls = stubApi((call) =>
      call.path === choicesPath ? ok(choices) : call.path === "/api/checkout" ? { status: 404, body: refusal } : undefined,
    );
    const onFailure = vi.fn();
    render(<CheckoutForm campaign={shop} lines={lines} donationCents={0} onFailure={onFailure} />);
    const user = userEvent.setup();

    const select = (await screen.findByLabelText("Pour quel vendeur commandez-vous ?")) as HTMLSelectElement;
    await pay(user);
    expect(await screen.findByText("Ce vendeur ne participe pas à cette campagne.")).toBeTruthy();
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(select.getAttribute("aria-describedby")).toBe("checkout-seller-message");
    expect(document.activeElement).toBe(select);
    expect(onFailure).not.toHaveBeenCalled();
    // The refused seller leaves the cart; the list is read again, as the server has it now.
    expect(select.value).toBe("");
    expect(cartStoreFor(shop.id).getSeller()).toBeNull();
    await waitFor(() => expect(calls.filter((call) => call.path === choicesPath)).toHaveLength(2));

    // Choosing again clears the message.
    await user.selectOptions(select, "Tom");
    expect(screen.queryByText("Ce vendeur ne participe pas à cette campagne.")).toBeNull();
  });
});
