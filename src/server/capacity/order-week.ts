import { isDonationLine } from "../../shared/catalogue";
import { AppError } from "../../shared/errors";
import { parisCalendarDay } from "../../shared/paris-time";
import type { Db } from "../db/client";
import { capacityRefusal, capacityShortage } from "./refusal";
import { christmasLastOrderDate } from "./settings";
import { servingWeek, type BarsNeeded } from "./weeks";

/** The bars of a cart or a paper order's lines, by product (a donation asks for none). */
export function barsNeeded(lines: { id?: string; product_id?: string; quantity: number }[]): BarsNeeded {
  const byProduct = new Map<string, number>();
  for (const line of lines) {
    const productId = line.product_id ?? line.id!;
    if (isDonationLine({ product_id: productId })) continue;
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + line.quantity);
  }
  return [...byProduct].map(([product_id, bars]) => ({ product_id, bars }));
}

// A home delivery whose week filled between the read and the write looks again: the next read sees it full.
const WEEK_ATTEMPTS = 3;

/**
 * Writes an order with the week its bars are taken from (docs/product.md#capacity-and-holds): `write` stores the
 * order with `week` (null: no bars to count), and the database's trigger takes them from the week under its lock,
 * or refuses (decision 051). The refusal becomes the French error naming the product and what is left.
 */
export async function writeInWeek<T>(
  db: Db,
  order: { distributionDate: string | null; deliveryMode: "pickup" | "home_delivery"; needs: BarsNeeded; now?: Date },
  write: (week: string | null) => Promise<T>,
): Promise<T> {
  if (order.needs.length === 0) return write(null);
  const pickupDay = order.deliveryMode === "pickup" ? order.distributionDate : null;
  const christmas = order.deliveryMode === "home_delivery" || !pickupDay ? await christmasLastOrderDate(db) : null;
  for (let attempt = 1; ; attempt++) {
    const week = await servingWeek(db, {
      distributionDate: order.distributionDate,
      deliveryMode: order.deliveryMode,
      needs: order.needs,
      today: parisCalendarDay(order.now ?? new Date()),
      christmasLastOrderDate: christmas,
    });
    if (week === null) throw new AppError("CAPACITY_FULL", "Il ne reste plus de tablettes pour une livraison dans les six prochains mois.");
    try {
      return await write(week);
    } catch (error) {
      const shortage = capacityShortage(error);
      if (!shortage) throw error;
      if (pickupDay || attempt === WEEK_ATTEMPTS) throw capacityRefusal(shortage, { distributionDate: pickupDay });
    }
  }
}
