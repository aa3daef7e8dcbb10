// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sellerChoicesSchema, sellerSearchSchema } from "../../../shared/sellers-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { ok, resetAfterEach, stubApi, type ApiCall, type ApiHandler } from "../../../../tests/support/client-render";
import { deferredAnswer } from "../../../../tests/support/deferred-answer";
import { sellerCampaign, sellerCampaignSlug as slug } from "../../../../tests/support/seller-campaign";
import { CheckoutForm } from "../checkout/checkout-form";
import type { CartLine } from "../checkout/cart-store";
import { cartStoreFor } from "../checkout/use-cart";

// docs/product.md#sellers, decision 039: the checkout asks 'Pour quel vendeur commandez-vous ?' when the campaign has
// sellers: the link's child when the buyer came through one, else a search by the first letters of a first name; the
// choice goes as seller_id; a seller the server refuses is said at the field.

resetAfterEach();

const hasSellersPath = `/api/campaigns/by-slug/${slug}/sellers`;
const searchPath = (q: string) => `/api/campaigns/by-slug/${slug}/sellers/search?q=${encodeURIComponent(q)}`;
const lea = { id: "5b0c4d2e-1f3a-4b5c-8d6e-7f8091a2b3c4", first_name: "Léa", group_name: "CM2" };
const tom = { id: "0d9e8f7a-6b5c-4d3e-9f2a-1b0c9d8e7f6a", first_name: "Tom", group_name: null };
const lines: CartLine[] = [{ id: "noir", name: "Chocolat Noir", price: 800, quantity: 2, image: "/images/products/noir-1.svg" }];

const campaign = () => sellerCampaign("checkout-seller");

/** The campaign has sellers; a search for 'to' finds Tom; the order's answer never comes (the browser stays). */
function api(checkout: () => ReturnType<ApiHandler> = () => deferredAnswer().promise, hasSellers = true) {
  return stubApi((call) => {
    if (call.path === hasSellersPath) return ok(fixture(sellerChoicesSchema, { has_sellers: hasSellers }));
    if (call.path === searchPath("to")) return ok(fixture(sellerSearchSchema, { sellers: [tom] }));
    if (call.path.startsWith(`${hasSellersPath}/search`)) return ok(fixture(sellerSearchSchema, { sellers: [] }));
    if (call.path === "/api/checkout") return checkout();
    return undefined;
  });
}

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
  it("shows the link's child, and no list of the others", async () => {
    const shop = campaign();
    cartStoreFor(shop.id).setSeller({ ...lea, code: "k7m2p9qa" });
    const calls = api();
    render(<CheckoutForm campaign={shop} lines={lines} donationCents={0} onFailure={() => {}} />);
    const user = userEvent.setup();

    const group = await screen.findByRole("group", { name: "Pour quel vendeur commandez-vous ?" });
    expect(group.textContent).toContain("Pour Léa (CM2)");
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(calls.some((call) => call.path.includes("/search"))).toBe(false);
    await pay(user);
    await waitFor(() => expect(checkoutBody(calls)).toBeDefined());
    expect(checkoutBody(calls)).toMatchObject({ campaign_id: shop.id, seller_id: lea.id });
  });

  it("finds another child by the first letters of their first name, and sends the choice as seller_id", async () => {
    const shop = campaign();
    cartStoreFor(shop.id).setSeller({ ...lea, code: "k7m2p9qa" });
    const calls = api();
    render(<CheckoutForm campaign={shop} lines={lines} donationCents={0} onFailure={() => {}} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Changer de vendeur" }));
    const search = screen.getByLabelText("Son prénom (facultatif)");
    expect(document.activeElement).toBe(search);
    await user.type(search, "t");
    expect(calls.some((call) => call.path.includes("/search"))).toBe(false);
    await user.type(search, "o");
    await user.click(await screen.findByRole("button", { name: "Tom" }));
    expect(cartStoreFor(shop.id).getSeller()).toEqual({ ...tom, code: null });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Changer de vendeur" }));

    await pay(user);
    await waitFor(() => expect(checkoutBody(calls)).toBeDefined());
    expect(checkoutBody(calls)).toMatchObject({ seller_id: tom.id });
  });

  it("sends no seller when the buyer chooses none", async () => {
    const shop = campaign();
    cartStoreFor(shop.id).setSeller({ ...lea, code: null });
    const calls = api();
    render(<CheckoutForm campaign={shop} lines={lines} donationCents={0} onFailure={() => {}} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Changer de vendeur" }));
    expect(cartStoreFor(shop.id).getSeller()).toBeNull();
    await pay(user);
    await waitFor(() => expect(checkoutBody(calls)).toBeDefined());
    expect(checkoutBody(calls)).not.toHaveProperty("seller_id");
  });

  it("is absent for a campaign without sellers", async () => {
    const shop = campaign();
    const calls = api(undefined, false);
    render(<CheckoutForm campaign={shop} lines={lines} donationCents={0} onFailure={() => {}} />);
    const user = userEvent.setup();

    await waitFor(() => expect(calls.map((call) => call.path)).toContain(hasSellersPath));
    await pay(user);
    await waitFor(() => expect(checkoutBody(calls)).toBeDefined());
    expect(screen.queryByRole("group", { name: "Pour quel vendeur commandez-vous ?" })).toBeNull();
    expect(checkoutBody(calls)).not.toHaveProperty("seller_id");
  });

  it("says at the field when the server refuses the seller, and the drawer stays open", async () => {
    const shop = campaign();
    cartStoreFor(shop.id).setSeller({ ...lea, code: null });
    const refusal = { code: "SELLER_NOT_FOUND", message: "Ce vendeur ne participe pas à cette campagne.", field: "seller_id" };
    api(() => ({ status: 404, body: refusal }));
    const onFailure = vi.fn();
    render(<CheckoutForm campaign={shop} lines={lines} donationCents={0} onFailure={onFailure} />);
    const user = userEvent.setup();

    await screen.findByRole("button", { name: "Changer de vendeur" });
    await pay(user);
    expect(await screen.findByText("Ce vendeur ne participe pas à cette campagne.")).toBeTruthy();
    const search = screen.getByLabelText("Son prénom (facultatif)");
    expect(search.getAttribute("aria-invalid")).toBe("true");
    expect(search.getAttribute("aria-describedby")).toBe("checkout-seller-search-message");
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(onFailure).not.toHaveBeenCalled();
    // The refused seller leaves the cart.
    expect(cartStoreFor(shop.id).getSeller()).toBeNull();
  });
});
