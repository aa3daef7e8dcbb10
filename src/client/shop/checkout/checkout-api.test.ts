import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { checkoutFailure, MISSING_PAYMENT_URL } from "./checkout-api";
import { paymentReturnNotice } from "./payment-return";

describe("checkoutFailure", () => {
  it("shows the server's French message", () => {
    expect(checkoutFailure(new ApiError("CAMPAIGN_NOT_FOUND", "Campagne introuvable ou non publiée", 404))).toEqual({
      title: "Erreur",
      description: "Campagne introuvable ou non publiée",
    });
    expect(checkoutFailure(new ApiError("VALIDATION", "Le nom est requis", 400, "buyer_info.buyer_name")).title).toBe(
      "Erreur de validation",
    );
  });

  it("names a missing payment address, and falls back to 'Une erreur est survenue'", () => {
    expect(checkoutFailure(new Error(MISSING_PAYMENT_URL)).description).toBe("URL de paiement non reçue");
    expect(checkoutFailure(new TypeError("boom")).description).toBe("Une erreur est survenue");
    expect(checkoutFailure("?").description).toBe("Une erreur est survenue");
  });
});

describe("paymentReturnNotice", () => {
  it("words a refused and a cancelled payment, and keeps the cart", () => {
    expect(paymentReturnNotice("refuse")).toEqual({ tone: "error", message: "Le paiement a été refusé. Votre panier est conservé." });
    expect(paymentReturnNotice("annule")).toEqual({ tone: "info", message: "Paiement annulé. Votre panier est conservé." });
    expect(paymentReturnNotice("autre")).toBeNull();
    expect(paymentReturnNotice(null)).toBeNull();
  });
});
