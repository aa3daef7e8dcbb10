// @vitest-environment happy-dom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PublicCampaign } from "../../../shared/campaign";
import { sellerChoicesSchema } from "../../../shared/sellers-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { ok, resetAfterEach, stubApi, type ApiCall } from "../../../../tests/support/client-render";
import { deferredAnswer } from "../../../../tests/support/deferred-answer";
import { sellerCampaign } from "../../../../tests/support/seller-campaign";
import { CartDrawer } from "./cart-drawer";
import { cartLineActions } from "./cart-notices";
import { useCart, useCartDonation, cartStoreFor } from "./use-cart";

// docs/product.md#cart and #donation: the cart holds the bars and a donation, paid together in one payment; opening
// it lands on its title (or on the donation's choices, from 'Faire un don').

resetAfterEach();

const noir = { id: "noir", name: "Chocolat Noir", price: 800, image: "/images/products/noir-1.svg" };

function Cart({ campaign, focusOnOpen }: { campaign: PublicCampaign; focusOnOpen?: "title" | "donation" }) {
  const { lines, store } = useCart(campaign.id);
  const { donationCents } = useCartDonation(campaign.id);
  return (
    <CartDrawer
      campaign={campaign}
      open
      onOpenChange={() => {}}
      lines={lines}
      {...cartLineActions(store)}
      donationCents={donationCents}
      onDonationChange={store.setDonation}
      focusOnOpen={focusOnOpen}
    />
  );
}

/** The page's stand-in API: no sellers, and an order whose answer never comes (the browser stays on the page). */
function shopApi() {
  return stubApi((call) =>
    call.path.endsWith("/sellers")
      ? ok(fixture(sellerChoicesSchema, { has_sellers: false }))
      : call.path === "/api/checkout"
        ? deferredAnswer().promise
        : undefined,
  );
}

async function fillAndPay(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, text] of [
    ["Nom complet", "Yvonne Le Goff"],
    ["Email", "yvonne@exemple.fr"],
  ]) {
    await user.clear(await screen.findByLabelText(label));
    await user.type(screen.getByLabelText(label), text);
  }
  await user.click(screen.getByRole("button", { name: /^Payer/ }));
}

const checkoutCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === "/api/checkout");

describe("the cart drawer", () => {
  it("lands on its title when it opens, not on a line's removal", async () => {
    const campaign = sellerCampaign("cart-focus");
    cartStoreFor(campaign.id).add(noir, 2);
    shopApi();
    render(<Cart campaign={campaign} />);
    const title = await screen.findByRole("heading", { name: "Votre panier" });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it("lands on the donation's choices when 'Faire un don' opens it", async () => {
    const campaign = sellerCampaign("cart-donate");
    shopApi();
    render(<Cart campaign={campaign} focusOnOpen="donation" />);
    const none = await screen.findByRole("radio", { name: "Aucun" });
    await waitFor(() => expect(document.activeElement).toBe(none));
  });

  it("pays the bars and the donation chosen in the cart in one payment", async () => {
    const campaign = sellerCampaign("cart-and-donation");
    cartStoreFor(campaign.id).add(noir, 2);
    const calls = shopApi();
    const user = userEvent.setup();
    render(<Cart campaign={campaign} />);

    await user.click(await screen.findByRole("radio", { name: "5 €" }));
    expect(cartStoreFor(campaign.id).getDonation()).toBe(500);
    await user.click(screen.getByRole("button", { name: "Commander" }));
    expect(await screen.findByRole("group", { name: "Mode de livraison" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Payer/ }).textContent?.replace(/\s/g, " ")).toBe("Payer 21,00 €");
    await fillAndPay(user);

    await waitFor(() => expect(checkoutCalls(calls)).toHaveLength(1));
    expect(checkoutCalls(calls)[0].body).toMatchObject({
      campaign_id: campaign.id,
      cart: [{ id: "noir", quantity: 2 }],
      donation_eur: 5,
      buyer_info: { delivery_mode: "pickup" },
    });
  });

  it("takes a donation alone without asking for a delivery", async () => {
    const campaign = sellerCampaign("donation-alone");
    const calls = shopApi();
    const user = userEvent.setup();
    render(<Cart campaign={campaign} />);

    expect(screen.queryByRole("button", { name: "Commander" })).toBeNull();
    await user.type(await screen.findByLabelText("Autre montant (en euros)"), "12,50");
    await user.click(screen.getByRole("button", { name: "Commander" }));
    const form = await screen.findByRole("form");
    expect(within(form).queryByRole("group", { name: "Mode de livraison" })).toBeNull();
    expect(within(form).queryByText(/Livraison/)).toBeNull();
    await fillAndPay(user);

    await waitFor(() => expect(checkoutCalls(calls)).toHaveLength(1));
    expect(checkoutCalls(calls)[0].body).toMatchObject({ cart: [], donation_eur: 12.5, buyer_info: { delivery_mode: "pickup" } });
  });
});

// Decision 045: 'Payer' sends one checkout attempt under one key; a lost answer leaves the drawer open and says so,
// and paying again sends the same key, so the server counts the order once.
describe("paying on a flaky connection", () => {
  const checkoutKeys = (calls: ApiCall[]) => checkoutCalls(calls).map((call) => (call.body as { checkout_key: string }).checkout_key);

  it("sends one call for a double tap, 'Paiement en cours…' on the disabled button", async () => {
    const campaign = sellerCampaign("double-tap");
    cartStoreFor(campaign.id).add(noir, 1);
    const calls = shopApi();
    const user = userEvent.setup();
    render(<Cart campaign={campaign} />);
    await user.click(await screen.findByRole("button", { name: "Commander" }));
    await fillAndPay(user);
    const busy = await screen.findByRole("button", { name: /Paiement en cours…/ });
    expect(busy.hasAttribute("disabled")).toBe(true);
    await user.dblClick(busy);
    expect(checkoutCalls(calls)).toHaveLength(1);
    expect(checkoutKeys(calls)[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("says the connection dropped, keeps the drawer open, and pays again under the same key", async () => {
    const campaign = sellerCampaign("lost-answer");
    cartStoreFor(campaign.id).add(noir, 1);
    let answered = 0;
    const calls = stubApi((call) => {
      if (call.path.endsWith("/sellers")) return ok(fixture(sellerChoicesSchema, { has_sellers: false }));
      if (call.path !== "/api/checkout") return undefined;
      if (answered++ === 0) throw new TypeError("Failed to fetch");
      return deferredAnswer().promise;
    });
    const user = userEvent.setup();
    render(<Cart campaign={campaign} />);
    await user.click(await screen.findByRole("button", { name: "Commander" }));
    await fillAndPay(user);

    expect((await screen.findByRole("alert")).textContent).toBe(
      "La connexion a été interrompue. Réessayez : votre commande ne sera pas comptée deux fois.",
    );
    await user.click(screen.getByRole("button", { name: /^Payer/ }));
    await waitFor(() => expect(checkoutCalls(calls)).toHaveLength(2));
    const [first, retry] = checkoutKeys(calls);
    expect(retry).toBe(first);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
