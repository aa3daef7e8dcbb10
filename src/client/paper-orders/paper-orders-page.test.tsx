// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  paperOrderChangedSchema,
  paperOrderRecordedSchema,
  paperOrderSchema,
  paperOrdersPageSchema,
  type PaperOrder,
  type PaperOrdersPage as PaperOrdersData,
} from "../../shared/paper-orders-responses";
import { fixture } from "../../../tests/support/client-fixtures";
import { renderCampaignPageAsMember } from "../../../tests/support/campaign-page-render";
import { failure, ok, resetAfterEach, type ApiCall, type ApiHandler } from "../../../tests/support/client-render";
import { expectReadRetried, failsOnceThen } from "../../../tests/support/failed-read";
import { PaperOrdersPage } from "./paper-orders-page";

// 'Commandes hors ligne' (docs/product.md#paper-orders): the form's live total and its checks, the server's answer,
// the list with its loading, failed and empty states, its pages, and a manager's 'Confirmer'.

resetAfterEach();

const campaignId = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const listPath = `/api/campaigns/${campaignId}/paper-orders`;

const recorded = fixture(paperOrderSchema, {
  id: "s-1",
  order_reference: "BS-ABCD2345",
  created_at: "2025-03-14T09:30:00.000Z",
  customer_name: "Mamie Le Goff",
  customer_email: null,
  email_confirmed: null,
  items: [{ product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 2 }],
  bars_count: 2,
  donation_eur: 0,
  amount_total: 16,
  payment_method: "cheque",
  cheque_number: "1234567",
  status: "paid",
  fulfilment_status: "to_prepare",
  note: null,
  recorded_by_name: "Marie Martin",
  seller_id: null,
  seller_name: null,
  editable: true,
  cancellable: true,
  confirmable: false,
  paid_out: false,
});

const page = (orders: PaperOrder[] = [], barPrice: number | null = null, more: Partial<PaperOrdersData> = {}): PaperOrdersData =>
  fixture(paperOrdersPageSchema, {
    campaign: { id: campaignId, name: "École Jules Ferry", slug: "ecole-jules-ferry", is_published: true, bar_price_eur: barPrice },
    sees_contacts: true,
    may_confirm: false,
    totals: {
      cash: { count: 0, total_eur: 0 },
      cheque: { count: orders.length, total_eur: 16 * orders.length },
      awaiting_confirmation: { count: 0, total_eur: 0 },
    },
    orders,
    sellers: [],
    next_cursor: null,
    ...more,
  });

const renderPage = (handler: ApiHandler, role: "volunteer" | "manager" = "volunteer") =>
  renderCampaignPageAsMember(<PaperOrdersPage />, { role, page: "paperOrders", campaignId }, handler);

const total = () => screen.getByTestId("paper-order-total").textContent?.replace(/\s/g, " ");
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === "POST" && call.path === listPath);

describe("Commandes hors ligne", () => {
  it("adds up the total as bars and a donation are entered, at the campaign's price", async () => {
    const { user } = renderPage((call) => (call.path === listPath ? ok(page([], 10)) : undefined));

    expect(await screen.findByText("Aucune commande papier pour le moment.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Commandes hors ligne" })).toBeTruthy();
    // The campaign's own price replaces every bar's.
    expect(screen.getAllByText("10,00 € l'unité", { selector: "span", exact: false })).toHaveLength(3);
    expect(total()).toBe("0,00 €");
    await user.click(screen.getByRole("button", { name: "Une tablette de plus : Chocolat Noir" }));
    await user.click(screen.getByRole("button", { name: "Une tablette de plus : Chocolat Noir" }));
    await user.click(screen.getByRole("button", { name: "Une tablette de plus : Chocolat Blanc" }));
    expect(total()).toBe("30,00 €");
    await user.type(screen.getByLabelText("Don (facultatif, en euros)"), "2,50");
    expect(total()).toBe("32,50 €");
    await user.click(screen.getByRole("button", { name: "Une tablette de moins : Chocolat Noir" }));
    expect(total()).toBe("22,50 €");
  });

  it("asks for the cheque's number before sending anything", async () => {
    const { calls, user } = renderPage((call) => (call.path === listPath && call.method === "GET" ? ok(page()) : undefined));

    await user.type(await screen.findByLabelText("Nom de l'acheteur"), "Mamie Le Goff");
    await user.click(screen.getByRole("button", { name: "Une tablette de plus : Chocolat Noir" }));
    expect(screen.queryByLabelText("Numéro du chèque")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Chèque" }));
    await user.click(screen.getByRole("button", { name: "Enregistrer la commande" }));

    expect(await screen.findAllByText("Indiquez le numéro du chèque")).not.toHaveLength(0);
    expect(screen.getByLabelText("Numéro du chèque").getAttribute("aria-invalid")).toBe("true");
    expect(posts(calls)).toHaveLength(0);
  });

  it("records the order, says the server's reference and amount, and starts a blank form with a new key", async () => {
    let orders: PaperOrder[] = [];
    const { calls, user } = renderPage((call) => {
      if (call.path !== listPath) return undefined;
      if (call.method === "GET") return ok(page(orders));
      orders = [recorded];
      return { status: 201, body: fixture(paperOrderRecordedSchema, { order: recorded, created: true }) };
    });

    await user.type(await screen.findByLabelText("Nom de l'acheteur"), "Mamie Le Goff");
    await user.click(screen.getByRole("button", { name: "Une tablette de plus : Chocolat Noir" }));
    await user.click(screen.getByRole("button", { name: "Une tablette de plus : Chocolat Noir" }));
    await user.click(screen.getByRole("radio", { name: "Chèque" }));
    await user.type(screen.getByLabelText("Numéro du chèque"), "1234567");
    expect(total()).toBe("16,00 €");
    await user.click(screen.getByRole("button", { name: "Enregistrer la commande" }));

    await screen.findAllByText("Commande BS-ABCD2345 enregistrée");
    const status = screen.getAllByRole("status").find((element) => element.textContent?.includes("BS-ABCD2345"))!;
    expect(status.textContent?.replace(/\s/g, " ")).toContain("Commande BS-ABCD2345 enregistrée");
    expect(status.textContent?.replace(/\s/g, " ")).toContain("16,00 € · Chèque n° 1234567");
    const [sent] = posts(calls);
    expect(sent.body).toMatchObject({
      buyer_name: "Mamie Le Goff",
      lines: [{ id: "noir", quantity: 2 }],
      payment_method: "cheque",
      cheque_number: "1234567",
    });
    const firstKey = (sent.body as { idempotency_key: string }).idempotency_key;
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);

    // The form is blank for the next order; the list shows the new one with what the paper form said.
    expect((screen.getByLabelText("Nom de l'acheteur") as HTMLInputElement).value).toBe("");
    expect(total()).toBe("0,00 €");
    const item = await screen.findByRole("listitem", { name: "Commande BS-ABCD2345" });
    expect(within(item).getByText("Chèque n° 1234567")).toBeTruthy();
    expect(within(item).getByRole("button", { name: "Corriger la commande BS-ABCD2345" })).toBeTruthy();
    expect(within(item).getByRole("button", { name: "Annuler la commande BS-ABCD2345" })).toBeTruthy();

    await user.type(screen.getByLabelText("Nom de l'acheteur"), "Papi Jo");
    await user.click(screen.getByRole("button", { name: "Une tablette de plus : Chocolat Blanc" }));
    await user.click(screen.getByRole("radio", { name: "Espèces" }));
    await user.click(screen.getByRole("button", { name: "Enregistrer la commande" }));
    await vi.waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect((posts(calls)[1].body as { idempotency_key: string }).idempotency_key).not.toBe(firstKey);
  });

  it("credits the order to the child chosen under 'Vendeur', and a correction starts from that child", async () => {
    const sellers = [
      { id: "5b0c4d2e-1f3a-4b5c-8d6e-7f8091a2b3c4", first_name: "Léa", group_name: "CM2" },
      { id: "6c1d5e3f-2a4b-4c6d-9e0f-8a9102b3c4d5", first_name: "Tom", group_name: "CM1" },
      { id: "7d2e6f4a-3b5c-4d7e-8f1a-9b0213c4d5e6", first_name: "Noé", group_name: null },
    ];
    const forLea = { ...recorded, seller_id: sellers[0].id, seller_name: "Léa (CM2)" };
    let orders: PaperOrder[] = [];
    const { calls, user } = renderPage((call) => {
      if (call.path === `${listPath}/s-1` && call.method === "PATCH") {
        return ok(fixture(paperOrderChangedSchema, { order: forLea, changed: false }));
      }
      if (call.path !== listPath) return undefined;
      if (call.method === "GET") return ok(page(orders, null, { sellers }));
      orders = [forLea];
      return { status: 201, body: fixture(paperOrderRecordedSchema, { order: forLea, created: true }) };
    });

    const field = (await screen.findByLabelText("Vendeur (facultatif)")) as HTMLSelectElement;
    expect(screen.getByRole("link", { name: "Exporter en CSV" }).getAttribute("href")).toBe(`${listPath}.csv`);
    // Grouped by class, those without one first, and 'Aucun vendeur' unless a child is chosen.
    expect([...field.options].map((option) => option.text)).toEqual(["Aucun vendeur", "Noé", "Tom (CM1)", "Léa (CM2)"]);
    expect(field.value).toBe("");
    await user.type(screen.getByLabelText("Nom de l'acheteur"), "Mamie Le Goff");
    await user.selectOptions(field, "Léa (CM2)");
    await user.click(screen.getByRole("button", { name: "Une tablette de plus : Chocolat Noir" }));
    await user.click(screen.getByRole("radio", { name: "Espèces" }));
    await user.click(screen.getByRole("button", { name: "Enregistrer la commande" }));

    await vi.waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].body).toMatchObject({ buyer_name: "Mamie Le Goff", seller_id: sellers[0].id });
    const item = await screen.findByRole("listitem", { name: "Commande BS-ABCD2345" });
    expect(within(item).getByText("Léa (CM2)")).toBeTruthy();
    // The next order starts without a seller: each paper form says its own child.
    expect((screen.getByLabelText("Vendeur (facultatif)") as HTMLSelectElement).value).toBe("");

    await user.click(within(item).getByRole("button", { name: "Corriger la commande BS-ABCD2345" }));
    const sheet = await screen.findByRole("dialog", { name: "Corriger la commande BS-ABCD2345" });
    const corrected = within(sheet).getByLabelText("Vendeur (facultatif)") as HTMLSelectElement;
    expect(corrected.value).toBe(sellers[0].id);
    // With both forms on the page, each label names its own field: no id is given twice.
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect((within(sheet).getByLabelText("Nom de l'acheteur") as HTMLInputElement).value).not.toBe("");
    await user.selectOptions(corrected, "Aucun vendeur");
    await user.click(within(sheet).getByRole("button", { name: "Enregistrer la correction" }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(1));
    expect(calls.find((call) => call.method === "PATCH")!.body).toMatchObject({ seller_id: null });
  });

  it("cancels an order with a reason, and says the server's refusal in the dialog", async () => {
    let cancels = 0;
    const { calls, user } = renderPage((call) => {
      if (call.path === listPath) return ok(page([recorded]));
      if (call.path !== `${listPath}/s-1/cancel`) return undefined;
      cancels += 1;
      return cancels === 1
        ? failure(409, "PAPER_ORDER_NOT_CANCELLABLE", "Cette commande ne peut pas être annulée : elle a déjà été remise à l'acheteur.")
        : ok(
            fixture(paperOrderChangedSchema, {
              order: { ...recorded, status: "cancelled", fulfilment_status: "cancelled", editable: false },
              changed: true,
            }),
          );
    });

    await user.click(await screen.findByRole("button", { name: "Annuler la commande BS-ABCD2345" }));
    const dialog = await screen.findByRole("dialog", { name: "Annuler la commande BS-ABCD2345" });
    await user.click(within(dialog).getByRole("button", { name: "Annuler la commande" }));
    expect(await within(dialog).findByText("Indiquez la raison de l'annulation")).toBeTruthy();

    await user.type(within(dialog).getByLabelText("Raison de l'annulation"), "Commande en double");
    await user.click(within(dialog).getByRole("button", { name: "Annuler la commande" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Cette commande ne peut pas être annulée : elle a déjà été remise à l'acheteur.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Annuler la commande" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((call) => call.path.endsWith("/cancel")).map((call) => call.body)).toEqual([
      { reason: "Commande en double" },
      { reason: "Commande en double" },
    ]);
  });

  it("says a failed load with 'Réessayer', never as an empty list", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderPage(failsOnceThen(listPath, ok(page([recorded]))));

    await expectReadRetried(user, {
      alert: "Impossible de charger les commandes papier.",
      empty: "Aucune commande papier pour le moment.",
    });
    expect(await screen.findByRole("listitem", { name: "Commande BS-ABCD2345" })).toBeTruthy();
  });

  it("pages through every order with 'Voir plus'", async () => {
    const nth = (n: number): PaperOrder => ({ ...recorded, id: `s-${n}`, order_reference: `BS-PAGE${String(n).padStart(4, "0")}` });
    const { calls, user } = renderPage((call) => {
      if (call.path === listPath) return ok(page([nth(1), nth(2)], null, { next_cursor: "suite" }));
      if (call.path === `${listPath}?cursor=suite`) return ok(page([nth(3)]));
      return undefined;
    });

    expect(await screen.findByRole("listitem", { name: "Commande BS-PAGE0002" })).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: "Commande BS-PAGE0003" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Voir plus" }));
    expect(await screen.findByRole("listitem", { name: "Commande BS-PAGE0003" })).toBeTruthy();
    expect(screen.getAllByRole("listitem", { name: /^Commande BS-PAGE/ })).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Voir plus" })).toBeNull();
    expect(calls.filter((call) => call.method === "GET" && call.path.startsWith(listPath))).toHaveLength(2);
  });

  it("shows an order above the ceiling waiting, and a manager confirms it once the server said so", async () => {
    const waiting: PaperOrder = { ...recorded, status: "awaiting_confirmation", confirmable: true };
    let confirmed = false;
    const { calls, user } = renderPage((call) => {
      if (call.path === listPath) {
        const order = confirmed ? { ...waiting, status: "paid" as const, confirmable: false } : waiting;
        const awaiting = confirmed ? { count: 0, total_eur: 0 } : { count: 1, total_eur: 16 };
        return ok(page([order], null, { may_confirm: true, totals: { ...page().totals, awaiting_confirmation: awaiting } }));
      }
      if (call.path !== `${listPath}/s-1/confirm`) return undefined;
      confirmed = true;
      return ok(fixture(paperOrderChangedSchema, { order: { ...waiting, status: "paid", confirmable: false }, changed: true }));
    }, "manager");

    const item = await screen.findByRole("listitem", { name: "Commande BS-ABCD2345" });
    expect(within(item).getByText("En attente de confirmation")).toBeTruthy();
    expect(screen.getByText("En attente de confirmation : 1 commande (16,00 €)")).toBeTruthy();
    await user.click(within(item).getByRole("button", { name: "Confirmer la commande BS-ABCD2345" }));

    expect(await screen.findByText("Commande BS-ABCD2345 confirmée")).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Confirmer la commande BS-ABCD2345" })).toBeNull());
    expect(screen.queryByText(/En attente de confirmation/)).toBeNull();
    expect(calls.filter((call) => call.path.endsWith("/confirm"))).toHaveLength(1);
  });
});
