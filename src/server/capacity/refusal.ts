import { capacityRefusalMessage, deliveryWeekOf, type Arrival } from "../../shared/capacity-rules";
import { products } from "../../shared/catalogue";
import { AppError } from "../../shared/errors";

/** What migration 0030's capacity_move says when a change does not fit its week (the error's DETAIL). */
export type CapacityShortage = { week: string; product_id: string; left: number };

/** The shortage a database error reports, also when wrapped by the ORM; null for any other error. */
export function capacityShortage(error: unknown): CapacityShortage | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (e.code === "23514" && e.constraint === "capacity_full" && typeof e.detail === "string") {
      return JSON.parse(e.detail) as CapacityShortage;
    }
    current = e.cause;
  }
  return null;
}

/**
 * The buyer's (or the member's) refusal for a shortage: the product, what is left, and when it would have arrived,
 * the campaign's distribution for a pick-up, the delivery's week otherwise.
 */
export function capacityRefusal(shortage: CapacityShortage, { distributionDate }: { distributionDate: string | null }): AppError {
  const productName = products.find((p) => p.id === shortage.product_id)?.name ?? shortage.product_id;
  const arrival: Arrival = distributionDate
    ? { kind: "distribution", day: distributionDate }
    : { kind: "delivery_week", week: deliveryWeekOf(shortage.week) };
  return new AppError("CAPACITY_FULL", capacityRefusalMessage({ productName, left: shortage.left, arrival }));
}

/** Runs `write`, turning a shortage the database reports into the French refusal. */
export async function refusingShortage<T>(write: () => Promise<T>, context: { distributionDate: string | null }): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const shortage = capacityShortage(error);
    throw shortage ? capacityRefusal(shortage, context) : error;
  }
}
