// The workshop's production weeks (docs/product.md#capacity-and-holds, decision 051): which week's bars an order
// takes, and what buyers and the server say when a week is full. Plain functions on calendar days ('YYYY-MM-DD',
// Paris calendar), shared by the server (checkout, paper orders, availability) and the screens.
import { calendarDayNoon, formatParisDayMonth } from "./paris-time";

/** A production week is known by its Monday. */
export type WeekMonday = string;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` after (or before) a calendar day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar day falls in (weeks run Monday to Sunday, as in France). */
export function mondayOf(day: string): WeekMonday {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Whether a calendar day is a Monday: the only days that name a production week. */
export const isMonday = (day: string) => mondayOf(day) === day;

/**
 * The week whose bars a pick-up order takes: the production week BEFORE the week of the campaign's distribution.
 * The workshop makes the bars Monday to Friday and the carrier brings the parcel to the association the week after,
 * in time for a distribution on any day of that week (the Monday of the distribution's week included).
 */
export const pickupWeek = (distributionDate: string): WeekMonday => addDays(mondayOf(distributionDate), -7);

/** A home delivery's bars leave the workshop at the end of their production week and reach the buyer the week after. */
export const deliveryWeekOf = (week: WeekMonday): WeekMonday => addDays(week, 7);

/** How far ahead a home delivery looks for a week with room; beyond it, the order is refused. */
export const HOME_DELIVERY_HORIZON_WEEKS = 26;

/**
 * The first production week a home delivery ordered `today` may take: the current week; once the last order date
 * for delivery before Christmas has passed (and until Christmas), the week of Christmas, whose parcels arrive after it.
 */
export function firstHomeDeliveryWeek(today: string, christmasLastOrderDate: string | null): WeekMonday {
  const current = mondayOf(today);
  if (!christmasLastOrderDate || today <= christmasLastOrderDate) return current;
  const christmas = `${christmasLastOrderDate.slice(0, 4)}-12-25`;
  if (today > christmas) return current;
  const christmasWeek = mondayOf(christmas);
  return christmasWeek > current ? christmasWeek : current;
}

/** Whether home deliveries ordered `today` arrive after Christmas (the last order date for before it has passed). */
export function pastChristmasLastOrderDate(today: string, christmasLastOrderDate: string | null): boolean {
  return !!christmasLastOrderDate && today > christmasLastOrderDate && today <= `${christmasLastOrderDate.slice(0, 4)}-12-25`;
}

/** '19 décembre': a calendar day as buyers read it. */
export const dayMonth = (day: string) => formatParisDayMonth(calendarDayNoon(day));

/** When an order's bars reach its buyer, as the sentences below end: the distribution, or the delivery's week. */
export type Arrival = { kind: "distribution"; day: string } | { kind: "delivery_week"; week: WeekMonday };

const arrivalText = (arrival: Arrival) =>
  arrival.kind === "distribution"
    ? `pour la distribution du ${dayMonth(arrival.day)}`
    : `pour une livraison la semaine du ${dayMonth(arrival.week)}`;

/** The checkout's refusal when a product does not fit its week (CAPACITY_FULL). */
export function capacityRefusalMessage({ productName, left, arrival }: { productName: string; left: number; arrival: Arrival }): string {
  if (left <= 0)
    return `Il ne reste plus de tablettes « ${productName} » ${arrivalText(arrival)}. Retirez-les du panier pour commander le reste.`;
  const what = left === 1 ? "qu'une tablette" : `que ${left} tablettes`;
  return `Il ne reste ${what} « ${productName} » ${arrivalText(arrival)}. Réduisez la quantité pour commander.`;
}

/** A product this close to sold out gets a note on the campaign page. */
export const FEW_LEFT = 20;

/** The campaign page's note for a pick-up: sold out, or only a few left; null when there is plenty. */
export function pickupNote({ left, distributionDate }: { left: number | null; distributionDate: string }): string | null {
  if (left === null || left > FEW_LEFT) return null;
  if (left === 0) return `Épuisé pour la distribution du ${dayMonth(distributionDate)}`;
  return `${left === 1 ? "Plus qu'une tablette" : `Plus que ${left} tablettes`} pour la distribution du ${dayMonth(distributionDate)}`;
}

/**
 * The campaign page's note for a home delivery: the week it would arrive when that is not the soonest one (the
 * weeks before are full, or Christmas's last order date has passed), or that none has room.
 */
export function homeDeliveryNote({
  week,
  firstWeek,
  afterChristmas,
}: {
  week: WeekMonday | null;
  firstWeek: WeekMonday;
  afterChristmas: boolean;
}): string | null {
  if (week === null) return "Épuisé en livraison à domicile pour le moment";
  const arrival = dayMonth(deliveryWeekOf(week));
  if (afterChristmas && week === firstWeek) return `Livraison après Noël : semaine du ${arrival}`;
  if (week !== firstWeek) return `Prochaine livraison possible : semaine du ${arrival}`;
  return null;
}
