// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminOrderDetailSchema } from "../../../shared/admin-order-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { renderClient, resetAfterEach, stubApi } from "../../../../tests/support/client-render";
import { RefundDialog } from "./refund-dialog";

// docs/product.md#refunds: nothing is chosen when the dialog opens, and the button says how much it gives back.

resetAfterEach();

const detail = fixture(adminOrderDetailSchema, {
  order: {
    id: "s-1",
    order_reference: "BS-AB12CD34",
    created_at: "2025-03-01T10:00:00.000Z",
    campaign_id: "c-1",
    campaign_name: "École Jules Ferry",
    campaign_slug: "ecole-ferry",
    customer_name: "Marie",
    customer_email: "marie@exemple.fr",
    customer_phone: null,
    amount_total_cents: 2300,
    refunded_cents: 0,
    bars_count: 3,
    status: "paid",
    fulfilment_status: "to_prepare",
    delivery_mode: "pickup",
    paid_at: "2025-03-01T10:01:00.000Z",
    carrier: null,
    tracking_number: null,
    refunded_bars: 0,
    refundable_cents: 2300,
    association_id: "a-1",
    items: [
      { product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 2 },
      { product_id: "blanc", name: "Chocolat Blanc", unit_price_eur: "7.00", quantity: 1 },
    ],
    delivery_fee_cents: 0,
    delivery_address: null,
    delivery_address_line2: null,
    delivery_postal_code: null,
    delivery_city: null,
    payment_provider: "simulated",
    payment_method: "card",
    payment_session_id: "session-1",
  },
  history: [],
  refunds: [],
});

describe("Rembourser", () => {
  it("opens with nothing chosen and names the amount once a choice is made", async () => {
    stubApi();
    renderClient(<RefundDialog detail={detail} onClose={() => {}} />);
    const user = userEvent.setup();

    for (const radio of screen.getAllByRole("radio")) expect((radio as HTMLInputElement).checked).toBe(false);
    const waiting = screen.getByRole("button", { name: "Rembourser" });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole("radio", { name: "Certaines lignes" }));
    await user.clear(screen.getByLabelText(/^Chocolat Noir/));
    await user.type(screen.getByLabelText(/^Chocolat Noir/), "1");
    const named = screen.getByRole("button", { name: /^Rembourser 8,00/ });
    expect((named as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByRole("radio", { name: "Toute la commande" }));
    expect(screen.getByRole("button", { name: /^Rembourser 23,00/ })).toBeTruthy();
  });
});
