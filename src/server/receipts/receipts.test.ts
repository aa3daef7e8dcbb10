import { and, desc, eq, like } from "drizzle-orm";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, linkIn, ORIGIN, pathOf, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { mailOutbox } from "../db/schema";
import { createOrderDocuments } from "./order-documents";

// The buyer's 'Reçu de paiement' and 'Avoir' (docs/decisions/020-vat-rates.md): attached to the confirmation and refund
// mails, downloaded by the links only the buyer holds, and read back from the PDF.

const { app, admin } = await appWithAdminForFile();
const { member, campaign } = await publishedCampaign(app, { memberEmail: "responsable@exemple.fr", adminCookie: admin });

/** 3 dark bars (5,5 %), a milk bar with almonds and 2 white bars (20 %), a 10 € donation, home delivery: 60,90 €. */
const mixedCart = [
  { id: "noir", quantity: 3 },
  { id: "praline", quantity: 1 },
  { id: "blanc", quantity: 2 },
];

/** The links any caller could make: the key is the server's (createOrderDocuments), as in the mails. */
const links = () => createOrderDocuments(app.config).links;

async function mailTo(email: string, subject: string) {
  const [mail] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, email), like(mailOutbox.subject, `${subject}%`)))
    .orderBy(desc(mailOutbox.created_at))
    .limit(1);
  return mail;
}

/** A PDF's text on one line: its runs of white space (and the amounts' narrow spaces) made one space. */
async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/[\u202f\u00a0]/g, " ").replace(/\s+/g, " ");
}

const attached = (mail: { attachments: { filename: string; content: string }[] }, filename: string) => {
  const file = mail.attachments.find((a) => a.filename === filename);
  if (!file) throw new Error(`no ${filename} among ${mail.attachments.map((a) => a.filename).join(", ")}`);
  return Buffer.from(file.content, "base64");
};

const download = (path: string) => app.inject({ method: "GET", url: path });
/** The token with its last character changed. */
const altered = (token: string) => `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
const notFound = { code: "ORDER_NOT_FOUND", message: "Commande introuvable" };

describe("the receipt of a paid order", () => {
  it("is attached to the buyer's confirmation mail, with its lines, its VAT per rate and its total", async () => {
    const { email, reference } = await placeOrder(app, campaign.id, mixedCart, { home: true, donationEur: 10, name: "Gwenaëlle Le Bihan" });
    const mail = await mailTo(email, "Merci pour votre commande");
    expect(mail.attachments.map((a) => [a.filename, a.content_type])).toEqual([[`recu-${reference}.pdf`, "application/pdf"]]);
    expect(mail.text_body).toContain("Votre reçu de paiement est joint à ce message (PDF).");
    expect(mail.html_body).toContain("Télécharger le reçu de paiement (PDF)");

    const text = await pdfText(attached(mail, `recu-${reference}.pdf`));
    for (const expected of [
      "Reçu de paiement",
      `Référence : ${reference}`,
      "Association soutenue : Club de Judo de Vannes",
      "Acheteur : Gwenaëlle Le Bihan",
      "Livraison : 1 rue Haute, 56000 Vannes",
      "Chocolat Noir 3 8,00 € 5,5 % 24,00 €",
      "Chocolat Amandes 1 9,00 € 20 % 9,00 €",
      "Chocolat Blanc 2 7,00 € 20 % 14,00 €",
      "hors champ 10,00 €",
      "Livraison à domicile 1 3,90 € 5,5 % / 20 % 3,90 €",
      "Total payé 60,90 €",
      // The figures worked by hand in shared/vat.test.ts.
      "TVA 5,5 % 24,64 € 1,35 € 25,99 €",
      "TVA 20 % 20,76 € 4,15 € 24,91 €",
      "Total soumis à la TVA 45,40 € 5,50 € 50,90 €",
      "Payé par carte bancaire le",
      "Ce reçu n'est pas un reçu fiscal.",
      // The demonstration company's legal details (config.ts).
      "SIRET 912 345 675 00017",
      "N° de TVA intracommunautaire : FR65912345675",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("sits beside a pick-up order's QR code", async () => {
    const { email, reference } = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }]);
    const mail = await mailTo(email, "Merci pour votre commande");
    expect(mail.attachments.map((a) => a.filename)).toEqual([`recu-${reference}.pdf`, `commande-${reference}.png`]);
    expect(await pdfText(attached(mail, `recu-${reference}.pdf`))).toContain("Retrait : auprès de l'association");
  });

  it("downloads by the mail's link, the same document again; a wrong or missing token is 404, whether the order exists or not", async () => {
    const { saleId, email, reference } = await placeOrder(app, campaign.id, mixedCart, { home: true, donationEur: 10 });
    const mail = await mailTo(email, "Merci pour votre commande");
    const link = linkIn(mail.text_body, /http:\/\/localhost:3000\/api\/orders\/\S+\/receipt\.pdf\?token=\S+/);
    expect(pathOf(link)).toBe(links().receiptPath(saleId));

    const response = await download(pathOf(link));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="recu-${reference}.pdf"`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    // Made again from the order: the same text (pdfkit dates each file it makes, so the bytes differ).
    expect(await pdfText(response.rawPayload)).toBe(await pdfText(attached(mail, `recu-${reference}.pdf`)));

    const other = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }]);
    const token = new URL(link).searchParams.get("token")!;
    const refused = [
      `/api/orders/${saleId}/receipt.pdf`,
      `/api/orders/${saleId}/receipt.pdf?token=`,
      `/api/orders/${saleId}/receipt.pdf?token=${altered(token)}`,
      `/api/orders/${saleId}/receipt.pdf?token=${token.slice(0, -2)}`,
      // Another order's token, and this one's on another order or on an order that doesn't exist.
      `/api/orders/${saleId}/receipt.pdf?token=${new URL(links().receiptPath(other.saleId), ORIGIN).searchParams.get("token")}`,
      `/api/orders/${other.saleId}/receipt.pdf?token=${token}`,
      `/api/orders/00000000-0000-4000-8000-000000000000/receipt.pdf?token=${token}`,
    ];
    for (const path of refused) {
      const answer = await download(path);
      expect([path, answer.statusCode, answer.json()]).toEqual([path, 404, notFound]);
    }
  });

  it("doesn't exist for an unpaid order, even with its token", async () => {
    const { saleId } = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { pay: false });
    const answer = await download(links().receiptPath(saleId));
    expect([answer.statusCode, answer.json()]).toEqual([404, notFound]);
  });

  it("is the thank-you page's to link once the order is paid, for the buyer the payment page sends back with its token", async () => {
    const checkout = await send(app, "POST", "/api/checkout", {
      body: {
        campaign_id: campaign.id,
        cart: [{ id: "blanc", quantity: 1 }],
        buyer_info: { buyer_name: "Marie", buyer_email: "marie@exemple.fr", delivery_mode: "pickup" },
      },
    });
    const { sale_id: saleId, order_reference: reference } = checkout.json();
    const status = async (query: string) => (await send(app, "GET", `/api/checkout/status?ref=${reference}${query}`)).json();
    const token = new URL(links().receiptPath(saleId), ORIGIN).searchParams.get("token")!;
    expect(await status(`&token=${token}`)).toMatchObject({ status: "pending", receipt_url: null });

    const paid = await app.inject({ method: "POST", url: `/pay/simulated/${saleId}/confirm` });
    expect(paid.statusCode).toBe(303);
    const thankYou = new URL(paid.headers.location as string, ORIGIN);
    expect(thankYou.pathname).toBe("/paiement/merci");
    expect(Object.fromEntries(thankYou.searchParams)).toEqual({ ref: reference, token });

    const receiptUrl = (await status(`&token=${thankYou.searchParams.get("token")}`)).receipt_url;
    expect(receiptUrl).toBe(links().receiptPath(saleId));
    expect((await download(receiptUrl)).statusCode).toBe(200);
    // Anyone may ask about a reference (it is in the hand-over QR code): without the token, no link.
    expect(await status("")).toMatchObject({ status: "paid", receipt_url: null });
    expect(await status(`&token=${altered(token)}`)).toMatchObject({ status: "paid", receipt_url: null });
  });

  it("downloads for a paper order too, recorded by the association, until it is cancelled", async () => {
    const recorded = await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders`, {
      cookie: member,
      body: {
        buyer_name: "Mamie Le Goff",
        lines: [{ id: "noir", quantity: 2 }],
        payment_method: "cheque",
        cheque_number: "1234567",
        idempotency_key: "recu-papier-1",
      },
    });
    const saleId: string = recorded.json().order.id;
    const response = await download(links().receiptPath(saleId));
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Paiement : chèque n° 1234567");
    expect(text).toContain("Payé par chèque n° 1234567 à Club de Judo de Vannes le");
    expect(text).toContain("TVA 5,5 % 15,17 € 0,83 € 16,00 €");

    const cancelled = await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders/${saleId}/cancel`, {
      cookie: member,
      body: { reason: "Erreur de saisie" },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await download(links().receiptPath(saleId))).statusCode).toBe(404);
  });
});

describe("the credit note of a refund", () => {
  let keys = 0;
  const refund = (saleId: string, body: Record<string, unknown>) =>
    send(app, "POST", `/api/admin/orders/${saleId}/refunds`, { cookie: admin, body: { idempotency_key: `avoir-test-${++keys}`, ...body } });

  it("is attached to the refund mail, the refunded line with its VAT, numbered after the order's earlier ones", async () => {
    const { saleId, email, reference } = await placeOrder(app, campaign.id, mixedCart, { home: true, donationEur: 10 });
    const first = await refund(saleId, { kind: "lines", lines: [{ product_id: "praline", quantity: 1 }], reason: "Tablette cassée" });
    expect(first.statusCode).toBe(201);
    const refundId: string = first.json().refund.id;

    const mail = await mailTo(email, "Votre remboursement");
    expect(mail.attachments.map((a) => [a.filename, a.content_type])).toEqual([[`avoir-${reference}-1.pdf`, "application/pdf"]]);
    expect(mail.text_body).toContain(
      `L'avoir ${reference}-AV1 est joint à ce message (PDF) : il annule en partie le reçu de paiement de votre commande.`,
    );
    const text = await pdfText(attached(mail, `avoir-${reference}-1.pdf`));
    for (const expected of [
      `Avoir n° : ${reference}-AV1`,
      `Reçu corrigé : commande ${reference} payée le`,
      "Motif : Tablette cassée",
      "Chocolat Amandes 1 9,00 € 20 % 9,00 €",
      "Total remboursé 9,00 €",
      // 9,00 € / 6 = 1,50 € of VAT.
      "TVA 20 % 7,50 € 1,50 € 9,00 €",
      "Remboursé sur la carte bancaire du paiement : 9,00 €.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Chocolat Noir");

    // Its link, in the mail: the same document; with a wrong token, or the receipt's, 404.
    const link = linkIn(mail.text_body, /http:\/\/localhost:3000\/api\/orders\/\S+\/credit-note\.pdf\?token=\S+/);
    expect(pathOf(link)).toBe(links().creditNotePath(saleId, refundId));
    const response = await download(pathOf(link));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="avoir-${reference}-1.pdf"`);
    expect(await pdfText(response.rawPayload)).toBe(text);
    const receiptToken = new URL(links().receiptPath(saleId), ORIGIN).searchParams.get("token");
    for (const path of [
      `/api/orders/${saleId}/refunds/${refundId}/credit-note.pdf`,
      `/api/orders/${saleId}/refunds/${refundId}/credit-note.pdf?token=${receiptToken}`,
      `/api/orders/${saleId}/refunds/${refundId}/credit-note.pdf?token=${altered(new URL(link).searchParams.get("token")!)}`,
    ]) {
      expect((await download(path)).statusCode).toBe(404);
    }

    // The second refund, the whole rest: the second credit note. The receipt stays, now that the order is refunded.
    const second = await refund(saleId, { kind: "full" });
    expect(second.statusCode).toBe(201);
    const again = await mailTo(email, "Votre remboursement");
    const rest = await pdfText(attached(again, `avoir-${reference}-2.pdf`));
    expect(rest).toContain(`Avoir n° : ${reference}-AV2`);
    expect(rest).toContain("Total remboursé 51,90 €");
    expect((await download(links().creditNotePath(saleId, second.json().refund.id))).statusCode).toBe(200);
    expect((await download(links().receiptPath(saleId))).statusCode).toBe(200);
  });

  it("doesn't exist for a refund of another order", async () => {
    const one = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }]);
    const other = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }]);
    const made = await refund(one.saleId, { kind: "amount", amount_eur: 2 });
    const refundId: string = made.json().refund.id;
    expect((await download(links().creditNotePath(one.saleId, refundId))).statusCode).toBe(200);
    const answer = await download(links().creditNotePath(other.saleId, refundId));
    expect([answer.statusCode, answer.json()]).toEqual([404, notFound]);
  });
});
