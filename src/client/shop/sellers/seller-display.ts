// What the donor's side says of sellers (docs/product.md#sellers). French plurals take the singular for 0 and 1.

const count = new Intl.NumberFormat("fr-FR");
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n > 1 ? many : one}`;

/** '12 tablettes', '1 tablette'. */
export const barsText = (bars: number) => plural(bars, "tablette", "tablettes");

/** 'Léa (CM2)', or 'Léa' without a group: how a buyer tells two Léa apart. */
export function sellerLabel(seller: { first_name: string; group_name: string | null }): string {
  return seller.group_name ? `${seller.first_name} (${seller.group_name})` : seller.first_name;
}

/** '12 tablettes vendues sur 30', or '12 tablettes vendues' when the seller has no goal. */
export function barsSoldText(bars: number, goalBars: number | null): string {
  const sold = plural(bars, "tablette vendue", "tablettes vendues");
  return goalBars ? `${sold} sur ${count.format(goalBars)}` : sold;
}

/** Ranks that share ties (12, 12, 9 -> 1, 1, 3), for a list already sorted by bars, best first. */
export function tiedRanks(bars: number[]): number[] {
  return bars.map((value) => bars.indexOf(value) + 1);
}
