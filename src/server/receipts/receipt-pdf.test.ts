import { writeFileSync } from "node:fs";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import type { OperatorDetails } from "../../shared/operator";
import { creditNotePdf, creditNoteReference, receiptPdf, type CreditNoteRefund, type ReceiptSale } from "./receipt-pdf";

// An order worked out on paper: 3 dark bars (5,5 %), 1 praline and 2 white bars (20 %), a donation of 10 € and home
// delivery, 60,90 € in all; then refunds of it. Every VAT figure below is in shared/vat.test.ts with its working.

const operator: OperatorDetails = {
  companyName: "Boutique Solidaire",
  legalForm: "SAS",
  shareCapitalCents: 1_000_000,
  siret: "91234567800012",
  rcs: "RCS Vannes 912 345 678",
  vatNumber: "FR32912345678",
  address: "Chocolaterie artisanale, golfe du Morbihan, 56000 Vannes",
  email: "bonjour@boutique-solidaire.fr",
  phone: "02 97 00 00 00",
};

/** As a row of `sales` comes from the database. */
const sale: ReceiptSale = {
  order_reference: "BS-A7K2Q9",
  paid_at: new Date("2025-03-14T09:30:00Z"),
  created_at: new Date("2025-03-14T09:28:00Z"),
  amount_total: "60.90",
  delivery_fee: "3.90",
  items: [
    { product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 3 },
    { product_id: "praline", name: "Chocolat Amandes", unit_price_eur: "9.00", quantity: 1 },
    { product_id: "blanc", name: "Chocolat Blanc", unit_price_eur: "7.00", quantity: 2 },
    { product_id: "don", name: "Don", unit_price_eur: "10.00", quantity: 1 },
  ],
  payment_method: "card",
  cheque_number: null,
  customer_name: "Gwenaëlle Le Bihan",
  delivery_mode: "home_delivery",
  delivery_address: "4 rue du Port",
  delivery_postal_code: "56000",
  delivery_city: "Vannes",
};

const associationName = "APE de l'école Jules-Ferry";

async function pages(pdf: Buffer) {
  // KEEP_PDF=/tmp/x.pdf keeps the file, to look at it.
  if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, pdf);
  const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  // Amounts and rates come back with plain spaces; pdf.js ends each line of text where the page's does.
  return { totalPages, text: text.map((page) => page.replace(/[\u202f\u00a0]/g, " ")) };
}

/** The text with its runs of white space made one space: a table's cells read in their row's order. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("receiptPdf", () => {
  it("lists each line with its rate, the delivery fee, the donation, the VAT per rate and the total", async () => {
    const { totalPages, text } = await pages(await receiptPdf({ sale, associationName, operator }));
    expect(totalPages).toBe(1);
    const page = flat(text[0]);
    for (const expected of [
      "Reçu de paiement",
      "BS-A7K2Q9",
      "Date du paiement : 14 mars 2025",
      "Association soutenue : APE de l'école Jules-Ferry",
      "Acheteur : Gwenaëlle Le Bihan",
      "Livraison : 4 rue du Port, 56000 Vannes",
      "Paiement : carte bancaire",
      // The seller's legal details.
      "SAS au capital de 10 000,00 €",
      "SIRET 912 345 678 00012 RCS Vannes 912 345 678",
      "N° de TVA intracommunautaire : FR32912345678",
      "bonjour@boutique-solidaire.fr",
      // Each line: quantity, unit price, rate, total.
      "Chocolat Noir 3 8,00 € 5,5 % 24,00 €",
      "Chocolat Amandes 1 9,00 € 20 % 9,00 €",
      "Chocolat Blanc 2 7,00 € 20 % 14,00 €",
      "Don 1 10,00 € hors champ 10,00 €",
      "Livraison à domicile 1 3,90 € 5,5 % / 20 % 3,90 €",
      "Total payé 60,90 €",
      // Base HT, VAT, TTC per rate: 24,00 € + 1,99 € of the fee at 5,5 %; 23,00 € + 1,91 € at 20 %.
      "TVA 5,5 % 24,64 € 1,35 € 25,99 €",
      "TVA 20 % 20,76 € 4,15 € 24,91 €",
      "Total soumis à la TVA 45,40 € 5,50 € 50,90 €",
      "Don, hors champ de la TVA — — 10,00 €",
      "Payé par carte bancaire le 14 mars 2025 : 60,90 €.",
      "Ce reçu n'est pas un reçu fiscal.",
      "Le don est reversé en totalité à APE de l'école Jules-Ferry : n'étant pas une vente, il est hors du champ de la TVA.",
      "répartis entre les deux taux au prorata de leur valeur",
      "Page 1 / 1",
    ]) {
      expect(page).toContain(expected);
    }
  });

  it("names a paper order's payment and a pick-up, with one rate and no donation", async () => {
    const paper: ReceiptSale = {
      ...sale,
      paid_at: null,
      amount_total: "16.00",
      delivery_fee: "0.00",
      items: [{ product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 2 }],
      payment_method: "cheque",
      cheque_number: "1234567",
      delivery_mode: "pickup",
      delivery_address: null,
      delivery_postal_code: null,
      delivery_city: null,
    };
    const page = flat((await pages(await receiptPdf({ sale: paper, associationName, operator }))).text[0]);
    expect(page).toContain("Paiement : chèque n° 1234567");
    expect(page).toContain("Retrait : auprès de l'association");
    // 16,00 € × 5,5 / 105,5 = 0,83412 €
    expect(page).toContain("TVA 5,5 % 15,17 € 0,83 € 16,00 €");
    expect(page).toContain("Payé par chèque n° 1234567 à APE de l'école Jules-Ferry le 14 mars 2025 : 16,00 €.");
    expect(page).not.toContain("hors champ");
    expect(page).not.toContain("Total soumis à la TVA");
    expect(page).not.toContain("Livraison à domicile");
  });

  it("refuses to issue a receipt whose lines don't add up to what was paid", async () => {
    await expect(receiptPdf({ sale: { ...sale, amount_total: "61.00" }, associationName, operator })).rejects.toThrow(/6090 cents/);
  });
});

describe("creditNotePdf", () => {
  const refund = (r: Partial<CreditNoteRefund>): CreditNoteRefund => ({
    amount_cents: 0,
    lines: [],
    bars_cents: 0,
    donation_cents: 0,
    delivery_cents: 0,
    reason: null,
    settled_at: new Date("2025-03-20T15:00:00Z"),
    created_at: new Date("2025-03-20T14:59:00Z"),
    ...r,
  });

  it("gives back a line with its VAT and refers to the receipt", async () => {
    const { text } = await pages(
      await creditNotePdf({
        sale,
        associationName,
        operator,
        number: 1,
        refund: refund({ amount_cents: 700, lines: [{ product_id: "blanc", quantity: 1 }], bars_cents: 700, reason: "Tablette cassée" }),
      }),
    );
    const page = flat(text[0]);
    for (const expected of [
      "Avoir",
      "Avoir n° : BS-A7K2Q9-AV1",
      "Date : 20 mars 2025",
      "Reçu corrigé : commande BS-A7K2Q9 payée le 14 mars 2025",
      "Motif : Tablette cassée",
      "Chocolat Blanc 1 7,00 € 20 % 7,00 €",
      "Total remboursé 7,00 €",
      // 7,00 € / 6 = 1,16667 €
      "TVA 20 % 5,83 € 1,17 € 7,00 €",
      "Remboursé sur la carte bancaire du paiement : 7,00 €.",
      "Cet avoir annule en partie le reçu de paiement de la commande BS-A7K2Q9. Il n'est pas un reçu fiscal.",
    ]) {
      expect(page).toContain(expected);
    }
    expect(page).not.toContain("Frais de livraison");
  });

  it("gives back, for the whole order, the receipt's VAT rate for rate", async () => {
    const page = flat(
      (
        await pages(
          await creditNotePdf({
            sale,
            associationName,
            operator,
            number: 2,
            refund: refund({
              amount_cents: 6090,
              lines: sale.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })),
              bars_cents: 4700,
              donation_cents: 1000,
              delivery_cents: 390,
            }),
          }),
        )
      ).text[0],
    );
    for (const expected of [
      "BS-A7K2Q9-AV2",
      "Chocolat Noir 3 8,00 € 5,5 % 24,00 €",
      "Frais de livraison 1 3,90 € 5,5 % / 20 % 3,90 €",
      "Don 1 10,00 € hors champ 10,00 €",
      "Total remboursé 60,90 €",
      "TVA 5,5 % 24,64 € 1,35 € 25,99 €",
      "TVA 20 % 20,76 € 4,15 € 24,91 €",
      "Cet avoir annule le reçu de paiement de la commande BS-A7K2Q9.",
    ]) {
      expect(page).toContain(expected);
    }
  });

  it("shares an amount given back on the bars between the rates", async () => {
    const page = flat(
      (
        await pages(
          await creditNotePdf({ sale, associationName, operator, number: 1, refund: refund({ amount_cents: 500, bars_cents: 500 }) }),
        )
      ).text[0],
    );
    // 5,00 € × 24 / 47 = 2,55 € at 5,5 % (VAT 0,13 €) and 2,45 € at 20 % (VAT 0,41 €).
    expect(page).toContain("Remboursement sur les tablettes 5,5 % 2,55 €");
    expect(page).toContain("Remboursement sur les tablettes 20 % 2,45 €");
    expect(page).toContain("TVA 5,5 % 2,42 € 0,13 € 2,55 €");
    expect(page).toContain("TVA 20 % 2,04 € 0,41 € 2,45 €");
    expect(page).toContain("Total soumis à la TVA 4,46 € 0,54 € 5,00 €");
  });

  it("numbers credit notes after their order", () => {
    expect(creditNoteReference("BS-A7K2Q9", 3)).toBe("BS-A7K2Q9-AV3");
  });
});
