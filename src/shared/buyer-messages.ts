import { z } from "zod";
import "./zod-locale";

// Messages from an association to its campaign's buyers (docs/product.md#messages-to-buyers): 'Votre commande est
// prête' (the product's text, with the distribution details) or a message of its own, to every buyer.

export const BUYER_MESSAGE_KINDS = ["ready", "free"] as const;
export type BuyerMessageKind = (typeof BUYER_MESSAGE_KINDS)[number];

export const BUYER_MESSAGE_SUBJECT_MIN = 3;
export const BUYER_MESSAGE_SUBJECT_MAX = 120;
export const BUYER_MESSAGE_BODY_MIN = 10;
export const BUYER_MESSAGE_BODY_MAX = 2000;
/** Sendings of one campaign in any 24 hours, whatever their kind; 'Votre commande est prête' once of them. */
export const BUYER_MESSAGES_PER_DAY = 3;
/** Addresses one sending may reach: beyond, it is refused, not cut (nobody would know who was left out). */
export const BUYER_MESSAGE_MAX_RECIPIENTS = 500;
/** Addresses one campaign's sendings may reach in any 24 hours, all sendings together. */
export const BUYER_MESSAGE_RECIPIENTS_PER_DAY = 1000;

// A subject is one line: every run of spaces or line breaks becomes one space (a mail header has no line breaks).
const subject = z
  .string({ error: "Indiquez l'objet du message" })
  .overwrite((value) => value.replace(/\s+/g, " ").trim())
  .min(BUYER_MESSAGE_SUBJECT_MIN, { error: `L'objet doit contenir au moins ${BUYER_MESSAGE_SUBJECT_MIN} caractères` })
  .max(BUYER_MESSAGE_SUBJECT_MAX, { error: `L'objet ne doit pas dépasser ${BUYER_MESSAGE_SUBJECT_MAX} caractères` });

const body = z
  .string({ error: "Écrivez votre message" })
  .overwrite((value) => value.replace(/\r\n?/g, "\n").trim())
  .min(BUYER_MESSAGE_BODY_MIN, { error: `Le message doit contenir au moins ${BUYER_MESSAGE_BODY_MIN} caractères` })
  .max(BUYER_MESSAGE_BODY_MAX, { error: `Le message ne doit pas dépasser ${BUYER_MESSAGE_BODY_MAX} caractères` });

/** The form of a message of the association's own words. */
export const freeBuyerMessageSchema = z.object({ subject, body });
export type FreeBuyerMessageInput = z.input<typeof freeBuyerMessageSchema>;
export type FreeBuyerMessage = z.output<typeof freeBuyerMessageSchema>;

/** POST /api/campaigns/:id/buyer-messages. */
export const buyerMessageRequestSchema = z.discriminatedUnion(
  "kind",
  [z.object({ kind: z.literal("ready") }), freeBuyerMessageSchema.extend({ kind: z.literal("free") })],
  { error: "Type de message inconnu" },
);
export type BuyerMessageRequest = z.output<typeof buyerMessageRequestSchema>;

/** One sending: to how many buyers, by whom, when. `body` is null for 'ready' (its text is the product's). */
export const buyerMessageSchema = z
  .object({
    id: z.string(),
    kind: z.enum(BUYER_MESSAGE_KINDS),
    subject: z.string(),
    body: z.string().nullable(),
    recipients: z.number().int(),
    /** The author's name; null when they gave none or left. */
    author_name: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "BuyerMessage" });
export type BuyerMessage = z.infer<typeof buyerMessageSchema>;

/** GET /api/campaigns/:id/buyer-messages: the sendings, newest first, and who each kind would reach now. */
export const buyerMessagesResponseSchema = z.object({
  campaign: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  messages: z.array(buyerMessageSchema),
  /** Distinct addresses each kind would be sent to now. */
  recipients: z.object({ ready: z.number().int(), free: z.number().int() }),
  /** Over the last 24 hours. */
  pacing: z.object({ sent_today: z.number().int(), max_per_day: z.number().int(), ready_sent_today: z.boolean() }),
});
export type BuyerMessagesResponse = z.infer<typeof buyerMessagesResponseSchema>;

/** POST /api/campaigns/:id/buyer-messages: the sending as stored, once every mail is queued. */
export const buyerMessageSentSchema = z.object({ message: buyerMessageSchema });
export type BuyerMessageSent = z.infer<typeof buyerMessageSentSchema>;
