// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { campaignCardSchema } from "../../shared/campaign-responses";
import { campaignSalesPageSchema } from "../../shared/sales-responses";
import { fixture } from "../../../tests/support/client-fixtures";
import { membership, ok, renderClient, resetAfterEach, signedInAs, stubApi } from "../../../tests/support/client-render";
import { expectReadRetried, failsOnceThen } from "../../../tests/support/failed-read";
import { SalesDrawer } from "./sales-drawer";

// docs/product.md#sales-drawer: a failed load says so, with 'Réessayer'; it never reads as 'no sale yet' nor as 0 €.

resetAfterEach();

const account = signedInAs([membership("a-1", "École Jules Ferry", "manager")]);
// A card of the association's campaigns list (GET /api/associations/:id/campaigns).
const card = fixture(campaignCardSchema, {
  id: "c-1",
  association_name: "École Jules Ferry",
  public_slug: "ecole-ferry",
  is_published: true,
  status: "published",
  sales_total_eur: 8,
  association_eur: 1.6,
  bars_sold: 1,
  created_at: "2025-01-01T00:00:00.000Z",
});
const onePaidSale = fixture(campaignSalesPageSchema, {
  summary: { count: 1, total_eur: 8, association_eur: 1.6, bars_sold: 1, pending_count: 0 },
  sales: [
    {
      id: "s-1",
      order_reference: "BS-AB12CD34",
      campaign_id: "c-1",
      association_id: "a-1",
      created_at: new Date().toISOString(),
      amount_total: 8,
      currency: "EUR",
      status: "paid",
      customer_name: "Marie",
      customer_email: "marie@exemple.fr",
      items: [{ product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 1 }],
      delivery_mode: "pickup",
      delivery_address: null,
      delivery_postal_code: null,
      delivery_city: null,
      fulfilment_status: "to_prepare",
      refunded_eur: 0,
      payment_method: "card",
    },
  ],
  next_cursor: null,
});

describe("Détail des ventes, when the sales can't be read", () => {
  it("says so with 'Réessayer' instead of an empty list, then shows the sales", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi(
      failsOnceThen((path) => path.startsWith("/api/campaigns/c-1/sales?"), ok(onePaidSale)),
      account,
    );
    renderClient(<SalesDrawer campaign={card} open onOpenChange={() => {}} />, { account });
    const user = userEvent.setup();

    await expectReadRetried(user, {
      alert: "Impossible de charger les ventes pour le moment.",
      empty: /Aucune vente pour le moment/,
      whileFailed: () => expect(screen.getByTestId("sales-total").textContent).toBe("–"),
    });
    expect(await screen.findByText("Chocolat Noir (x 1)", { exact: false })).toBeTruthy();
    expect(screen.getByTestId("sales-total").textContent?.replace(/\s/g, " ")).toBe("8,00 €");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("Détail des ventes, what the association receives", () => {
  it("shows 'Pour l'association' beside 'Total des ventes' (decision 040)", async () => {
    stubApi(({ path }) => (path.startsWith("/api/campaigns/c-1/sales?") ? ok(onePaidSale) : undefined), account);
    renderClient(<SalesDrawer campaign={card} open onOpenChange={() => {}} />, { account });

    expect(await screen.findByText("Chocolat Noir (x 1)", { exact: false })).toBeTruthy();
    const figure = screen.getByText("Pour l'association").closest("div")!;
    expect(figure.textContent?.replace(/\s/g, " ")).toContain("1,60 €");
    expect(figure.textContent).toContain("Sa part de 20 % des tablettes et les dons, hors livraison.");
  });
});
