import { z } from "zod";
import { isCalendarDay } from "./campaign-dates-rules";
import { isMonday } from "./capacity-rules";
import { products, type ProductId } from "./catalogue";

// Requests and answers of the workshop's capacity (docs/product.md#capacity-and-holds): 'Capacité' in the
// back-office, and each campaign page's availability.

const productIds = products.map((p) => p.id) as [ProductId, ...ProductId[]];

const calendarDay = z.string().trim().refine(isCalendarDay, { error: "Date invalide (AAAA-MM-JJ)" });

/** A production week: its Monday. */
export const capacityWeekParamsSchema = z.object({
  week: calendarDay.refine(isMonday, { error: "Une semaine de production se désigne par son lundi" }),
});

/** GET /api/admin/capacity?from=: the weeks from this day's week (the current week when absent). */
export const capacityQuerySchema = z.object({ from: calendarDay.optional() });

/** The most bars of one product a week may be set to make: far above any workshop, well inside an integer. */
export const MAX_WEEK_CAPACITY = 1_000_000;

/** PUT /api/admin/capacity/weeks/:week: each product's bars for the week; null is no limit (decision 051). */
export const capacityWeekSchema = z.object({
  capacities: z
    .array(
      z.object({
        product_id: z.enum(productIds, { error: "Produit inconnu" }),
        capacity: z
          .number({ error: "Nombre de tablettes invalide" })
          .int({ error: "Un nombre entier de tablettes" })
          .min(0, { error: "Au moins 0 tablette" })
          .max(MAX_WEEK_CAPACITY, { error: "Au plus 1 000 000 tablettes" })
          .nullable(),
      }),
    )
    .min(1, { error: "Indiquez au moins un produit" })
    .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, { error: "Chaque produit une seule fois" }),
});
export type CapacityWeekInput = z.infer<typeof capacityWeekSchema>;

/** PUT /api/admin/capacity/christmas: the last order date for delivery before Christmas; null removes it. */
export const christmasLastOrderDateSchema = z.object({ last_order_date: calendarDay.nullable() });
export type ChristmasLastOrderDateInput = z.infer<typeof christmasLastOrderDateSchema>;
