// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { orderStatusWithReceiptSchema, type OrderStatusWithReceipt } from "../../../shared/order-status-with-receipt";
import { fixture } from "../../../../tests/support/client-fixtures";
import { failure, ok, renderClient, resetAfterEach, stubApi } from "../../../../tests/support/client-render";
import { ThankYouPage } from "./thank-you-page";

// docs/product.md#receipts-and-credit-notes: the thank-you page passes its address's token on to the status call, and
// links to the receipt once the server says the order is paid and gives its link.

resetAfterEach();

const REFERENCE = "BS-7K2M9QXA";
const TOKEN = "c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI_-x";
const RECEIPT_URL = `/api/orders/6f1c2a9e-0d4b-4c7e-9a51-2b8f3e6d7c10/receipt.pdf?token=${TOKEN}`;
const RECEIPT_LINK = { name: "Télécharger le reçu de paiement (PDF)" };

const order = (changes: Partial<OrderStatusWithReceipt>): OrderStatusWithReceipt =>
  fixture(orderStatusWithReceiptSchema, {
    order_reference: REFERENCE,
    status: "paid",
    amount_total: 26.9,
    campaign_id: "campaign-1",
    campaign_slug: "sou-des-ecoles-theix",
    association_name: "Sou des écoles de Theix",
    fulfilment_status: "to_prepare",
    delivery_mode: "home_delivery",
    bars_count: 3,
    donation_eur: 0,
    hand_over_qr_svg: null,
    receipt_url: RECEIPT_URL,
    buyer_email: "yvonne.le-goff@gmail.com",
    ...changes,
  });

const isStatusCall = (path: string) => path.startsWith("/api/checkout/status?");

describe("/paiement/merci", () => {
  it("forwards the address's token to the status call and links to the receipt once paid", async () => {
    const calls = stubApi((call) => (isStatusCall(call.path) ? ok(order({})) : undefined));
    renderClient(<ThankYouPage />, { path: `/paiement/merci?ref=${REFERENCE}&token=${TOKEN}` });

    const link = await screen.findByRole("link", RECEIPT_LINK);
    expect(link.getAttribute("href")).toBe(RECEIPT_URL);
    expect(link.hasAttribute("download")).toBe(true);
    expect(screen.getByText(/aussi été envoyé par e-mail/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Merci pour votre commande !");

    const asked = new URL(calls.find((c) => isStatusCall(c.path))!.path, "http://localhost").searchParams;
    expect(Object.fromEntries(asked)).toEqual({ ref: REFERENCE, token: TOKEN });
  });

  it("says nothing of the receipt while the payment is being confirmed, then links to it once paid", async () => {
    let answer = order({ status: "pending", receipt_url: null });
    stubApi((call) => (isStatusCall(call.path) ? ok(answer) : undefined));
    renderClient(<ThankYouPage />, { path: `/paiement/merci?ref=${REFERENCE}&token=${TOKEN}` });

    expect(await screen.findByText("Confirmation de votre paiement...")).toBeTruthy();
    expect(screen.queryByRole("link", RECEIPT_LINK)).toBeNull();
    expect(screen.queryByText(/reçu/)).toBeNull();

    // The page asks again every 1.5 s while pending (order-status.ts).
    answer = order({});
    expect(await screen.findByRole("link", RECEIPT_LINK, { timeout: 4_000 })).toBeTruthy();
  });

  it("without a token, asks without one and shows the paid order without a receipt", async () => {
    const calls = stubApi((call) => (isStatusCall(call.path) ? ok(order({ receipt_url: null })) : undefined));
    renderClient(<ThankYouPage />, { path: `/paiement/merci?ref=${REFERENCE}` });

    expect(await screen.findByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeTruthy();
    expect(screen.queryByRole("link", RECEIPT_LINK)).toBeNull();
    expect(calls.filter((c) => isStatusCall(c.path)).map((c) => c.path)).toEqual([`/api/checkout/status?ref=${REFERENCE}`]);
  });

  it("a failed load says it can't check yet, with its retry, and no receipt", async () => {
    stubApi((call) => (isStatusCall(call.path) ? failure(503, "INTERNAL", "Une erreur est survenue") : undefined));
    renderClient(<ThankYouPage />, { path: `/paiement/merci?ref=${REFERENCE}&token=${TOKEN}` });

    expect(await screen.findByRole("heading", { level: 1, name: "Vérification impossible pour le moment" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Vérifier à nouveau" })).toBeTruthy();
    expect(screen.queryByRole("link", RECEIPT_LINK)).toBeNull();
  });

  // docs/product.md#paying-on-a-flaky-connection: no answer is not a failed payment.
  it("on a lost connection says it can't check the payment yet, never that it failed, and asks again by itself", async () => {
    let calls = 0;
    stubApi((call) => {
      if (!isStatusCall(call.path)) return undefined;
      if (++calls <= 2) throw new TypeError("Failed to fetch");
      return ok(order({}));
    });
    renderClient(<ThankYouPage />, { path: `/paiement/merci?ref=${REFERENCE}&token=${TOKEN}` });

    expect(await screen.findByText(/^Nous n'arrivons pas à vérifier votre paiement pour le moment/)).toBeTruthy();
    expect(screen.queryByText(/échec|n'a pas abouti|Erreur/i)).toBeNull();
    // Asked again after 1 s, then 2 s: the server's answer decides.
    expect(await screen.findByRole("heading", { level: 1, name: "Merci pour votre commande !" }, { timeout: 6_000 })).toBeTruthy();
    expect(calls).toBe(3);
  });

  it("keeps a pending order's page truthful when a later check gets no answer", async () => {
    let calls = 0;
    stubApi((call) => {
      if (!isStatusCall(call.path)) return undefined;
      if (++calls === 1) return ok(order({ status: "pending", receipt_url: null }));
      throw new TypeError("Failed to fetch");
    });
    renderClient(<ThankYouPage />, { path: `/paiement/merci?ref=${REFERENCE}&token=${TOKEN}` });
    expect(await screen.findByText("Confirmation de votre paiement...")).toBeTruthy();
    expect(await screen.findByText(/^Nous n'arrivons pas à vérifier votre paiement/, {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.queryByText(/n'a pas abouti/)).toBeNull();
  });

  it("shows the address the confirmation went to, so that a mistyped one shows at once", async () => {
    stubApi((call) => (isStatusCall(call.path) ? ok(order({})) : undefined));
    renderClient(<ThankYouPage />, { path: `/paiement/merci?ref=${REFERENCE}&token=${TOKEN}` });
    const sentence = await screen.findByText(
      (_, element) => element?.tagName === "P" && /^Un e-mail de confirmation a été envoyé à/.test(element.textContent),
    );
    expect(sentence.textContent).toBe("Un e-mail de confirmation a été envoyé à yvonne.le-goff@gmail.com.");
  });

  it("names the donation of an order of bars beside its total", async () => {
    stubApi((call) => (isStatusCall(call.path) ? ok(order({ amount_total: 21, donation_eur: 5, delivery_mode: "pickup" })) : undefined));
    renderClient(<ThankYouPage />, { path: `/paiement/merci?ref=${REFERENCE}&token=${TOKEN}` });
    expect(await screen.findByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeTruthy();
    expect(screen.getByText("Dont don").nextElementSibling?.textContent?.replace(/\s/g, " ")).toBe("5,00 €");
    expect(screen.getByText("Retrait à l'association")).toBeTruthy();
  });

  it("thanks a donation alone as a donation, with no delivery and nothing to prepare", async () => {
    stubApi((call) =>
      isStatusCall(call.path) ? ok(order({ amount_total: 5, bars_count: 0, donation_eur: 5, delivery_mode: "pickup" })) : undefined,
    );
    renderClient(<ThankYouPage />, { path: `/paiement/merci?ref=${REFERENCE}&token=${TOKEN}` });
    expect(await screen.findByRole("heading", { level: 1, name: "Merci pour votre don !" })).toBeTruthy();
    expect(screen.getByText("Référence du don")).toBeTruthy();
    expect(screen.queryByText(/Retrait à l'association|Livraison|Préparation|À préparer/)).toBeNull();
    expect(screen.getByText(/joint à la confirmation de votre don/)).toBeTruthy();
  });
});
