import { z } from "zod";
import "./zod-locale";
import {
  deliveryModes,
  donationMessages,
  MAX_CART_LINES,
  MAX_DONATION_EUR,
  MAX_QUANTITY,
  MAX_QUANTITY_MESSAGE,
  MIN_DONATION_EUR,
} from "./checkout-rules";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./email-rules";

// The checkout's schemas, built on its rules (checkout-rules.ts, which the browser may load without zod).

/** A cart line as the browser keeps it (docs/product.md#cart). Its name, price and image are ignored by the server. */
export const cartItemSchema = z.object({
  id: z.string({ error: "Produit inconnu" }).min(1, { error: "Produit inconnu" }).max(40, { error: "Produit inconnu" }),
  name: z.string().max(200).optional(),
  price: z.number().optional(),
  quantity: z
    .number({ error: "La quantité doit être au moins 1" })
    .int({ error: "La quantité doit être un nombre entier" })
    .min(1, { error: "La quantité doit être au moins 1" })
    .max(MAX_QUANTITY, { error: MAX_QUANTITY_MESSAGE }),
  image: z.string().max(500).optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Maximum ${max} caractères` });

/** A French or international number as people write it: digits, spaces, dots, dashes, brackets, a leading '+'. */
const PHONE_PATTERN = /^\+?[\d\s.()-]{6,24}$/;

/** What a pick-up order keeps of the delivery fields: nothing (docs/product.md#buyer-form). */
export const noDelivery = {
  delivery_address: null,
  delivery_address_line2: null,
  delivery_postal_code: null,
  delivery_city: null,
  buyer_phone: null,
};

/** docs/product.md#buyer-form: the buyer form, with the address (and an optional phone) only for home delivery. */
export const buyerInfoSchema = z
  .object({
    buyer_name: requiredText("Le nom est requis", 120),
    buyer_email: z
      .string({ error: "L'email est requis" })
      .trim()
      .min(1, { error: "L'email est requis" })
      .max(MAX_EMAIL_LENGTH, { error: "Email invalide" })
      .pipe(z.email({ pattern: EMAIL_PATTERN, error: "Email invalide" })),
    delivery_mode: z.enum(deliveryModes, { error: "Choisissez un mode de livraison" }),
    delivery_address: z.string().trim().max(300, { error: "Maximum 300 caractères" }).nullish(),
    /** 'Complément d'adresse' (building, floor, code): optional, for home delivery. */
    delivery_address_line2: z.string().trim().max(200, { error: "Maximum 200 caractères" }).nullish(),
    /** An optional number the carrier may call about the parcel, for home delivery. */
    buyer_phone: z
      .string()
      .trim()
      .max(25, { error: "Numéro de téléphone invalide" })
      .refine((phone) => phone === "" || PHONE_PATTERN.test(phone), { error: "Numéro de téléphone invalide" })
      .nullish(),
    delivery_postal_code: z.string().trim().max(10, { error: "Code postal invalide" }).nullish(),
    delivery_city: z.string().trim().max(120, { error: "Maximum 120 caractères" }).nullish(),
  })
  .superRefine((info, ctx) => {
    if (info.delivery_mode !== "home_delivery") return;
    if (!info.delivery_address) ctx.addIssue({ code: "custom", path: ["delivery_address"], message: "L'adresse est requise" });
    if (!info.delivery_postal_code) {
      ctx.addIssue({ code: "custom", path: ["delivery_postal_code"], message: "Le code postal est requis" });
    } else if (!/^\d{5}$/.test(info.delivery_postal_code)) {
      // Delivery covers metropolitan France (docs/product.md#buyer-form): five-digit postal codes.
      ctx.addIssue({ code: "custom", path: ["delivery_postal_code"], message: "Code postal invalide (5 chiffres)" });
    }
    if (!info.delivery_city) ctx.addIssue({ code: "custom", path: ["delivery_city"], message: "La ville est requise" });
  })
  .transform((info) =>
    info.delivery_mode === "home_delivery"
      ? { ...info, delivery_address_line2: info.delivery_address_line2 || null, buyer_phone: info.buyer_phone || null }
      : { ...info, ...noDelivery },
  );
export type BuyerInfoInput = z.input<typeof buyerInfoSchema>;
export type BuyerInfo = z.output<typeof buyerInfoSchema>;

/**
 * The create-checkout call (docs/product.md#checkout), plus an optional donation ('Faire un don' goes through the
 * same checkout).
 */
export const checkoutRequestSchema = z
  .object({
    campaign_id: z.uuid({ error: "Campagne introuvable ou non publiée" }),
    cart: z.array(cartItemSchema, { error: "Votre panier est vide" }).max(MAX_CART_LINES, { error: "Trop de lignes dans le panier" }),
    donation_eur: z
      .number({ error: donationMessages.invalid })
      .min(MIN_DONATION_EUR, { error: donationMessages.min })
      .max(MAX_DONATION_EUR, { error: donationMessages.max })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: donationMessages.decimals })
      .nullish(),
    buyer_info: buyerInfoSchema,
    /** 'Pour quel vendeur commandez-vous ?': a seller of this campaign (docs/product.md#sellers), or none. */
    seller_id: z.uuid({ error: "Vendeur introuvable" }).nullish(),
    /**
     * The checkout attempt's key, made by the cart drawer (decision 045): the same attempt sent again (double tap,
     * retry after a lost answer) gets the same order and payment page. Optional, for a page loaded before it existed.
     */
    checkout_key: z.uuid({ error: "Clé de paiement invalide : rechargez la page puis réessayez." }).nullish(),
  })
  .refine((body) => body.cart.length > 0 || (body.donation_eur ?? 0) > 0, { error: "Votre panier est vide", path: ["cart"] });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export type CheckoutResponse = { url: string; order_reference: string; sale_id: string };
