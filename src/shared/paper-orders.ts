import { z } from "zod";
import "./zod-locale";
import { findProduct, products } from "./catalogue";
import { donationMessages, MAX_CART_LINES, MAX_DONATION_EUR, MAX_QUANTITY, MAX_QUANTITY_MESSAGE, MIN_DONATION_EUR } from "./checkout-rules";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./email-rules";
import { toCents } from "./money";
import { CHEQUE_NUMBER_MAX_LENGTH, CHEQUE_NUMBER_REQUIRED, paperPaymentMethods } from "./payment-methods";

// 'Commandes hors ligne' (docs/product.md#paper-orders): a buyer paid the association in cash or by cheque on a paper
// form, and a member records the order. One schema drives the form and the server; the server prices the order from
// the catalogue (or the campaign's price) like a checkout, whatever price the browser sends.

export const PAPER_BUYER_NAME_MIN = 2;
export const PAPER_BUYER_NAME_MAX = 80;
export const PAPER_NOTE_MAX = 500;
export const PAPER_CANCEL_REASON_MAX = 300;
export const EMPTY_PAPER_ORDER = "Ajoutez au moins une tablette ou un don";

/** A bar of the form: its stepper starts at 0, and a line at 0 is left out. A price sent with it is ignored. */
export const paperOrderLineSchema = z.object({
  id: z.string({ error: "Produit inconnu" }).min(1, { error: "Produit inconnu" }).max(40, { error: "Produit inconnu" }),
  quantity: z
    .number({ error: "La quantité doit être un nombre entier" })
    .int({ error: "La quantité doit être un nombre entier" })
    .min(0, { error: "La quantité ne peut pas être négative" })
    .max(MAX_QUANTITY, { error: MAX_QUANTITY_MESSAGE }),
  price: z.number().optional(),
});

const buyerName = z
  .string({ error: "Le nom est requis" })
  .trim()
  .min(1, { error: "Le nom est requis" })
  .min(PAPER_BUYER_NAME_MIN, { error: `Le nom doit contenir au moins ${PAPER_BUYER_NAME_MIN} caractères` })
  .max(PAPER_BUYER_NAME_MAX, { error: `Maximum ${PAPER_BUYER_NAME_MAX} caractères` });

/** Optional: '' means none. */
const buyerEmail = z
  .string({ error: "Email invalide" })
  .trim()
  .max(MAX_EMAIL_LENGTH, { error: "Email invalide" })
  .refine((value) => value === "" || EMAIL_PATTERN.test(value), { error: "Email invalide" })
  .transform((value) => (value === "" ? null : value.toLowerCase()));

const donation = z
  .number({ error: donationMessages.invalid })
  .min(MIN_DONATION_EUR, { error: donationMessages.min })
  .max(MAX_DONATION_EUR, { error: donationMessages.max })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: donationMessages.decimals })
  .nullish()
  .transform((value) => value ?? null);

/**
 * The seller (a child of the campaign) the order counts for, like an online order through a child's link
 * (docs/product.md#sellers); the server checks the seller is the campaign's. '' or null: none.
 */
const sellerId = z
  .union([z.literal(""), z.uuid({ error: "Ce vendeur ne participe pas à cette campagne." })])
  .nullable()
  .transform((value) => value || null);

const fields = {
  buyer_name: buyerName,
  lines: z.array(paperOrderLineSchema, { error: EMPTY_PAPER_ORDER }).max(MAX_CART_LINES, { error: "Trop de lignes" }),
  donation_eur: donation,
  payment_method: z.enum(paperPaymentMethods, { error: "Choisissez le mode de paiement" }),
  cheque_number: z
    .string()
    .trim()
    .max(CHEQUE_NUMBER_MAX_LENGTH, { error: `Maximum ${CHEQUE_NUMBER_MAX_LENGTH} caractères` })
    .nullish(),
};

type Fields = {
  lines: z.output<typeof paperOrderLineSchema>[];
  donation_eur: number | null;
  payment_method: (typeof paperPaymentMethods)[number];
  cheque_number?: string | null;
};

/** The rules every paper order obeys, recorded or corrected: a bar or a donation; a cheque has its number. */
function checkOrder(order: Fields, ctx: z.RefinementCtx) {
  if (!order.lines.some((line) => line.quantity > 0) && !order.donation_eur) {
    ctx.addIssue({ code: "custom", path: ["lines"], message: EMPTY_PAPER_ORDER });
  }
  if (order.payment_method === "cheque" && !order.cheque_number) {
    ctx.addIssue({ code: "custom", path: ["cheque_number"], message: CHEQUE_NUMBER_REQUIRED });
  }
}

/** Lines at 0 left out; a cheque number only for a cheque. */
function normalise<T extends Fields>(order: T) {
  return {
    ...order,
    lines: order.lines.filter((line) => line.quantity > 0).map((line) => ({ id: line.id, quantity: line.quantity })),
    cheque_number: order.payment_method === "cheque" ? (order.cheque_number ?? null) : null,
  };
}

/**
 * POST /api/campaigns/:id/paper-orders. `idempotency_key` is drawn when the form opens: a double click, or a retry
 * after a lost answer, records one order.
 */
export const paperOrderRequestSchema = z
  .object({
    ...fields,
    buyer_email: buyerEmail.nullish().transform((value) => value ?? null),
    seller_id: sellerId.optional().transform((value) => value ?? null),
    note: z
      .string()
      .trim()
      .max(PAPER_NOTE_MAX, { error: `Maximum ${PAPER_NOTE_MAX} caractères` })
      .nullish()
      .transform((value) => value || null),
    idempotency_key: z
      .string({ error: "Rechargez la page puis recommencez" })
      .trim()
      .min(8, { error: "Rechargez la page puis recommencez" })
      .max(100, { error: "Rechargez la page puis recommencez" }),
  })
  .superRefine(checkOrder)
  .transform(normalise);
export type PaperOrderRequestInput = z.input<typeof paperOrderRequestSchema>;
export type PaperOrderRequest = z.output<typeof paperOrderRequestSchema>;

/**
 * PATCH /api/campaigns/:id/paper-orders/:saleId: the order as it should have been typed. Without `buyer_email` the
 * stored one stays (a volunteer doesn't see it: docs/product.md#roles); '' removes it. The same for `seller_id`.
 */
export const paperOrderCorrectionSchema = z
  .object({ ...fields, buyer_email: buyerEmail.nullable().optional(), seller_id: sellerId.optional() })
  .superRefine(checkOrder)
  .transform(normalise);
export type PaperOrderCorrectionInput = z.input<typeof paperOrderCorrectionSchema>;
export type PaperOrderCorrection = z.output<typeof paperOrderCorrectionSchema>;

/** POST /api/campaigns/:id/paper-orders/:saleId/cancel. */
export const paperOrderCancelSchema = z.object({
  reason: z
    .string({ error: "Indiquez la raison de l'annulation" })
    .trim()
    .min(1, { error: "Indiquez la raison de l'annulation" })
    .max(PAPER_CANCEL_REASON_MAX, { error: `Maximum ${PAPER_CANCEL_REASON_MAX} caractères` }),
});
export type PaperOrderCancelInput = z.input<typeof paperOrderCancelSchema>;

/**
 * What the form shows while it is filled in, in cents: each bar at the campaign's price (or the catalogue's), plus
 * the donation; a paper order is picked up, so no delivery fee. The server prices it again (orders/pricing.ts) and
 * its answer is what counts.
 */
export function paperOrderEstimateCents(options: {
  lines: { id: string; quantity: number }[];
  donationEur: number | null | undefined;
  campaignBarPriceEur: number | null;
}): number {
  const override = options.campaignBarPriceEur === null ? null : toCents(options.campaignBarPriceEur);
  let cents = 0;
  for (const line of options.lines) {
    const product = findProduct(line.id);
    const quantity = Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0;
    if (product) cents += (override ?? product.priceCents) * quantity;
  }
  const donationCents = options.donationEur && Number.isFinite(options.donationEur) ? Math.round(options.donationEur * 100) : 0;
  return cents + Math.max(0, donationCents);
}

/** The form's lines: one per bar of the catalogue, at 0. */
export const emptyPaperOrderLines = () => products.map((product) => ({ id: product.id, quantity: 0 }));
