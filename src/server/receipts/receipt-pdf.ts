import { isDonationLine } from "../../shared/catalogue";
import { toCents } from "../../shared/money";
import { formatSiret, type OperatorDetails } from "../../shared/operator";
import type { RefundedLine, SaleLine } from "../../shared/order";
import { orderVat, refundVat, type VatBreakdown } from "../../shared/vat";
import { createPdf, pageHeader, pageNumbers, paragraph, pdfBytes } from "../documents/pdf-document";
import { day, euros, linesTable, partiesAndFacts, vatTable } from "./receipt-tables";

// The buyer's 'Reçu de paiement' for a paid order, and the 'Avoir' for each refund of it (decision 020). Neither is a
// tax receipt for the donation: the association alone could issue one. Made from the order's data each time, never
// stored; a row of `sales` (and one of `refunds`) can be passed as it is.

/** A paid order, as a row of the `sales` table holds it. */
export type ReceiptSale = {
  order_reference: string;
  /** When the payment was confirmed; `created_at` stands in for an order recorded on paper. */
  paid_at: Date | string | null;
  created_at: Date | string;
  /** numeric(12,2), as the database gives it: '12.50'. */
  amount_total: string | number;
  delivery_fee: string | number;
  items: SaleLine[];
  /** 'card', 'cash' or 'cheque' (shared/payment-methods.ts). */
  payment_method: string;
  cheque_number?: string | null;
  customer_name: string | null;
  delivery_mode: string;
  delivery_address?: string | null;
  delivery_postal_code?: string | null;
  delivery_city?: string | null;
};

/** A succeeded refund, as a row of the `refunds` table holds it (its parts set by orders/refund-attribution.ts). */
export type CreditNoteRefund = {
  amount_cents: number;
  lines: RefundedLine[];
  bars_cents: number;
  donation_cents: number;
  delivery_cents: number;
  reason?: string | null;
  settled_at: Date | string | null;
  created_at: Date | string;
};

export type ReceiptOptions = {
  sale: ReceiptSale;
  /** The association the order supports. */
  associationName: string;
  /** The seller's legal details (configuration). */
  operator: OperatorDetails;
};

export type CreditNoteOptions = ReceiptOptions & {
  refund: CreditNoteRefund;
  /** The refund's rank among the order's refunds, oldest first: 1 for the first. */
  number: number;
};

const NOT_A_TAX_RECEIPT = "Ce reçu n'est pas un reçu fiscal.";

const paymentLabels: Record<string, string> = { card: "carte bancaire", cash: "espèces", cheque: "chèque" };

const cheque = (sale: ReceiptSale) => (sale.cheque_number ? `chèque n° ${sale.cheque_number}` : "chèque");

/** 'carte bancaire', 'espèces', 'chèque n° 1234567'. */
function paymentLabel(sale: ReceiptSale): string {
  return sale.payment_method === "cheque" ? cheque(sale) : (paymentLabels[sale.payment_method] ?? sale.payment_method);
}

/** 'par carte bancaire', 'en espèces', 'par chèque n° 1234567': how the money came, after a verb. */
function paidWith(sale: ReceiptSale): string {
  if (sale.payment_method === "cash") return "en espèces";
  return `par ${paymentLabel(sale)}`;
}

/** 'BS-A0001-AV1': the order's reference and the refund's rank, unique as long as the order reference is. */
export function creditNoteReference(orderReference: string, number: number): string {
  return `${orderReference}-AV${number}`;
}

const cents = (amount: string | number) => toCents(amount) ?? 0;

function orderOf(sale: ReceiptSale) {
  return { lines: sale.items, deliveryFeeCents: cents(sale.delivery_fee) };
}

/** An order of a donation alone (docs/product.md#donation): its receipt says 'Don', with no pick-up or delivery. */
const donationAlone = (sale: ReceiptSale) => sale.items.every(isDonationLine);

/** The buyer, and the address a home delivery went to. */
function buyerFacts(sale: ReceiptSale): [string, string][] {
  const facts: [string, string][] = [];
  if (donationAlone(sale)) return sale.customer_name ? [["Donateur", sale.customer_name]] : [];
  if (sale.customer_name) facts.push(["Acheteur", sale.customer_name]);
  if (sale.delivery_mode === "home_delivery") {
    const place = [sale.delivery_address, [sale.delivery_postal_code, sale.delivery_city].filter(Boolean).join(" ")].filter(Boolean);
    facts.push(["Livraison", place.length > 0 ? place.join(", ") : "à domicile"]);
  } else facts.push(["Retrait", "auprès de l'association"]);
  return facts;
}

/** The small print under the figures, and the seller on every page's foot. */
function finish(doc: ReturnType<typeof createPdf>, vat: VatBreakdown, options: ReceiptOptions, lead: string[]) {
  for (const text of lead) paragraph(doc, text);
  if (vat.outOfScopeCents !== 0) {
    paragraph(doc, `Le don est reversé en totalité à ${options.associationName} : n'étant pas une vente, il est hors du champ de la TVA.`, {
      muted: true,
    });
  }
  if (vat.delivery.length > 1) {
    paragraph(
      doc,
      "Les frais de livraison suivent le taux de TVA des tablettes qu'ils accompagnent, répartis entre les deux taux au prorata de leur valeur.",
      { muted: true },
    );
  }
  paragraph(doc, "Prix TTC. TVA calculée ligne par ligne sur le prix TTC, arrondie au centime le plus proche.", { muted: true });
  const op = options.operator;
  pageNumbers(doc, { note: `${op.companyName} · SIRET ${formatSiret(op.siret)} · TVA ${op.vatNumber}` });
}

/** The receipt of a paid order: what was bought, at which rate, the VAT per rate, and how it was paid. */
export async function receiptPdf(options: ReceiptOptions): Promise<Buffer> {
  const { sale } = options;
  const vat = orderVat(orderOf(sale));
  // The lines must add up to what the buyer paid: a receipt that doesn't is worse than none.
  if (vat.totalCents !== cents(sale.amount_total)) {
    throw new Error(
      `Receipt of ${sale.order_reference}: its lines add up to ${vat.totalCents} cents, the order to ${cents(sale.amount_total)}`,
    );
  }
  const paidAt = day(sale.paid_at ?? sale.created_at);
  const title = "Reçu de paiement";
  const doc = createPdf(`${title} · ${sale.order_reference}`);
  const what = donationAlone(sale) ? "Don" : "Commande";
  const header = () => pageHeader(doc, title, `${what} ${sale.order_reference} · payé${what === "Don" ? "" : "e"} le ${paidAt}`);
  header();
  partiesAndFacts(doc, options.operator, what, [
    ["Référence", sale.order_reference],
    ["Date du paiement", paidAt],
    ["Association soutenue", options.associationName],
    ...buyerFacts(sale),
    ["Paiement", paymentLabel(sale)],
  ]);
  linesTable(doc, vat, { delivery: "Livraison à domicile", unnamedGoods: () => "Tablettes", total: "Total payé" }, header);
  vatTable(doc, vat, header);
  // docs/product.md#paper-orders: cash and cheques are handed to the association, which records the order.
  const paid =
    sale.payment_method === "card"
      ? `Payé par carte bancaire le ${paidAt} : ${euros(vat.totalCents)}.`
      : `Payé ${paidWith(sale)} à ${options.associationName} le ${paidAt} : ${euros(vat.totalCents)}.`;
  finish(doc, vat, options, [paid, NOT_A_TAX_RECEIPT]);
  return pdfBytes(doc);
}

/** The credit note of a refund: what was given back, its VAT per rate, and the receipt it corrects. */
export async function creditNotePdf(options: CreditNoteOptions): Promise<Buffer> {
  const { sale, refund } = options;
  const vat = refundVat(orderOf(sale), {
    lines: refund.lines,
    barsCents: refund.bars_cents,
    donationCents: refund.donation_cents,
    deliveryCents: refund.delivery_cents,
  });
  if (vat.totalCents !== refund.amount_cents) {
    throw new Error(
      `Credit note of ${sale.order_reference}: its parts add up to ${vat.totalCents} cents, the refund to ${refund.amount_cents}`,
    );
  }
  const reference = creditNoteReference(sale.order_reference, options.number);
  const issuedOn = day(refund.settled_at ?? refund.created_at);
  const paidOn = day(sale.paid_at ?? sale.created_at);
  const title = "Avoir";
  const doc = createPdf(`${title} · ${reference}`);
  const header = () => pageHeader(doc, title, `Avoir ${reference} · sur le reçu de la commande ${sale.order_reference}`);
  header();
  const facts: [string, string][] = [
    ["Avoir n°", reference],
    ["Date", issuedOn],
    ["Reçu corrigé", `commande ${sale.order_reference} payée le ${paidOn}`],
    ["Association soutenue", options.associationName],
    ...buyerFacts(sale).filter(([label]) => label === "Acheteur"),
  ];
  if (refund.reason) facts.push(["Motif", refund.reason]);
  partiesAndFacts(doc, options.operator, "Remboursement", facts);
  linesTable(
    doc,
    vat,
    {
      delivery: "Frais de livraison",
      unnamedGoods: (amount) => (amount < 0 ? "Déjà remboursé par un avoir précédent" : "Remboursement sur les tablettes"),
      total: "Total remboursé",
    },
    header,
  );
  vatTable(doc, vat, header);
  const back =
    sale.payment_method === "card"
      ? `Remboursé sur la carte bancaire du paiement : ${euros(vat.totalCents)}.`
      : `Remboursé ${paidWith(sale)} : ${euros(vat.totalCents)}.`;
  finish(doc, vat, options, [
    back,
    `Cet avoir annule ${vat.totalCents === cents(sale.amount_total) ? "" : "en partie "}le reçu de paiement de la commande ${sale.order_reference}. Il n'est pas un reçu fiscal.`,
  ]);
  return pdfBytes(doc);
}
