import { z } from "zod";

// The administrator's requests about payouts ('Versements', docs/product.md#payouts).

const day = z.iso.date({ error: "Date invalide (AAAA-MM-JJ)" });

/** POST /api/admin/payout-batches: one SEPA transfer file paying the chosen campaigns what is payable today. */
export const generatePayoutsSchema = z.object({
  campaign_ids: z
    .array(z.uuid({ error: "Campagne introuvable" }))
    .min(1, { error: "Choisissez au moins une campagne à verser." })
    .max(100, { error: "100 campagnes au plus par fichier de virement." }),
  /** The day the bank is asked to execute the transfers. */
  execution_date: day,
  /** Made when the dialog opens: a double click or a retry gets the same file back. */
  idempotency_key: z.string().min(8).max(100),
});
export type GeneratePayoutsRequest = z.infer<typeof generatePayoutsSchema>;

/** POST /api/admin/payouts/:id/paid: the bank executed the transfer. */
export const markPayoutPaidSchema = z.object({
  paid_on: day,
  bank_reference: z
    .string()
    .trim()
    .min(1, { error: "Indiquez la référence du virement donnée par la banque." })
    .max(35, { error: "Maximum 35 caractères" }),
});
export type MarkPayoutPaidRequest = z.infer<typeof markPayoutPaidSchema>;

/** POST /api/admin/payouts/:id/cancel: the bank refused or the file was never sent; the orders become payable again. */
export const cancelPayoutSchema = z.object({
  reason: z.string().trim().min(3, { error: "Indiquez pourquoi ce versement est annulé." }).max(300, { error: "Maximum 300 caractères" }),
});
export type CancelPayoutRequest = z.infer<typeof cancelPayoutSchema>;

/** GET /api/admin/payouts/due and GET /api/admin/payouts: keyset pages. */
export const payoutsPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type PayoutsPageQuery = z.infer<typeof payoutsPageQuerySchema>;
