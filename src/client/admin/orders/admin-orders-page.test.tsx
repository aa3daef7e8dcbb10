// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { adminOrdersPageSchema } from "../../../shared/admin-order-responses";
import { adminCampaignsOverviewPageSchema } from "../../../shared/admin-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { membership, ok, renderClient, resetAfterEach, signedInAs, stubApi } from "../../../../tests/support/client-render";
import { expectReadRetried, failsOnceThen } from "../../../../tests/support/failed-read";
import { AdminOrdersPage } from "./admin-orders-page";

// docs/product.md#back-office-screens: every list has a failed state ('Impossible de charger …' with 'Réessayer'),
// never shown as its empty state.

resetAfterEach();

const account = signedInAs([membership("a-1", "Atelier", "manager")]);
const oneOrder = fixture(adminOrdersPageSchema, {
  orders: [
    {
      id: "o-1",
      order_reference: "BS-AB12CD34",
      created_at: "2025-06-01T10:00:00.000Z",
      campaign_id: "c-1",
      campaign_name: "École Jules Ferry",
      campaign_slug: "ecole-ferry",
      customer_name: "Marie",
      customer_email: "marie@exemple.fr",
      amount_total_cents: 800,
      refunded_cents: 0,
      bars_count: 1,
      status: "paid",
      fulfilment_status: "to_prepare",
      delivery_mode: "pickup",
      delivery_city: null,
    },
  ],
  next_cursor: null,
});

describe("Commandes, when the orders can't be read", () => {
  it("says so with 'Réessayer' instead of 'no order', then lists the orders", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const orders = failsOnceThen((path) => /^\/api\/admin\/orders(\?|$)/.test(path), ok(oneOrder));
    stubApi(
      (call) =>
        call.path.startsWith("/api/admin/campaigns/overview")
          ? ok(fixture(adminCampaignsOverviewPageSchema, { campaigns: [], next_cursor: null }))
          : orders(call),
      account,
    );
    renderClient(<AdminOrdersPage />, { account, path: "/admin/commandes" });
    const user = userEvent.setup();

    await expectReadRetried(user, { alert: "Impossible de charger les commandes", empty: "Aucune commande ne correspond à ces critères" });
    // A phone's card and a wide screen's row: both in the document.
    expect((await screen.findAllByRole("link", { name: "BS-AB12CD34" })).length).toBeGreaterThan(0);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
