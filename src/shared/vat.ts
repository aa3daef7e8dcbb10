import { DONATION_PRODUCT_ID, type ProductId } from "./catalogue";
import { toCents } from "./money";
import type { RefundedLine } from "./order";

// VAT on what the shop sells (docs/decisions/020-vat-rates.md). Prices are TTC, in integer cents; the VAT inside them
// is taken out line by line, each line rounded once, and added up per rate. A donation is a gift, not a sale: it is
// outside the scope of VAT. The delivery fee follows the goods it carries.

/** A VAT rate in hundredths of a percent, so that no float ever meets money: 550 is 5,5 %, 2000 is 20 %. */
export type VatRate = 550 | 2000;

/** CGI art. 278-0 bis A 1°: food, and of the chocolates « chocolat », « chocolat de ménage au lait » and bonbons. */
export const REDUCED_VAT_RATE = 550 satisfies VatRate;
/** CGI art. 278: everything else, milk and white chocolate bars among it. */
export const STANDARD_VAT_RATE = 2000 satisfies VatRate;

/**
 * Each bar's rate (decision 020). The dark bar is « chocolat » (décret 76-692, annex I A 3: 70 % of cocoa, nothing
 * filled): reduced rate. The milk bar with its nut pieces is « chocolat au lait » (point 4) and the white bar
 * « chocolat blanc » (point 6): both are among the chocolates the reduced rate leaves out. A Record, so that a new
 * bar can't be sold without its rate.
 */
export const productVatRates: Record<ProductId, VatRate> = {
  noir: REDUCED_VAT_RATE,
  praline: STANDARD_VAT_RATE,
  blanc: STANDARD_VAT_RATE,
};

/**
 * The rate of an order line's product; null for a donation (outside the scope of VAT). A product the catalogue no
 * longer knows (an old order) is taxed at the standard rate: a receipt may then show more VAT than was due, never less.
 */
export function vatRateOf(productId: string): VatRate | null {
  if (productId === DONATION_PRODUCT_ID) return null;
  return productVatRates[productId as ProductId] ?? STANDARD_VAT_RATE;
}

/**
 * The rate a line was sold at, as its order kept it (SaleLine's `vat_rate`), or its product's today for a line that
 * kept none or a rate this code no longer knows.
 */
function rateWhenSold(line: { product_id: string; vat_rate?: number | null }): VatRate | null {
  if (line.vat_rate === null && line.product_id === DONATION_PRODUCT_ID) return null;
  if (line.vat_rate === REDUCED_VAT_RATE || line.vat_rate === STANDARD_VAT_RATE) return line.vat_rate;
  return vatRateOf(line.product_id);
}

/** '5,5 %', '20 %': a no-break space before %, so that the sign never starts a line. */
export function formatVatRate(rate: VatRate): string {
  return `${String(rate / 100).replace(".", ",")}\u00a0%`;
}

/** An amount TTC cut into its base HT and its VAT: `baseCents + vatCents === totalCents`, always. */
export type VatSplit = { baseCents: number; vatCents: number; totalCents: number };

/**
 * The rounding rule: VAT = TTC × rate / (1 + rate), rounded to the nearest cent, half a cent upwards; base HT = TTC
 * - VAT, so the two always add up to what the buyer paid. Integer arithmetic only. A negative amount (what a credit
 * note takes back) is cut as its opposite, so that giving back a line gives back exactly its VAT.
 */
export function splitTtc(totalCents: number, rate: VatRate): VatSplit {
  if (totalCents < 0) {
    const opposite = splitTtc(-totalCents, rate);
    return { baseCents: -opposite.baseCents, vatCents: -opposite.vatCents, totalCents };
  }
  const divisor = 10_000 + rate;
  // round(a / b) half up, for a, b > 0: floor((2a + b) / 2b).
  const vatCents = Math.floor((2 * totalCents * rate + divisor) / (2 * divisor));
  return { baseCents: totalCents - vatCents, vatCents, totalCents };
}

/** An order line as the sale keeps it (`SaleLine` of shared/order.ts fits): its price a numeric string in euros. */
export type VatInputLine = { product_id: string; name?: string; unit_price_eur: string; quantity: number; vat_rate?: number | null };

/** A line with its VAT, taken from the line's total (quantity × unit price), not from each unit. */
export type LineVat = VatSplit & {
  productId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  /** null: a donation, outside the scope of VAT (its `vatCents` is 0 and its base is its amount). */
  rate: VatRate | null;
};

/** What an order or a credit note adds up to at one rate. */
export type RateVat = VatSplit & { rate: VatRate };

export type VatBreakdown = {
  /** The lines, in their order; a donation among them with `rate: null`. */
  lines: LineVat[];
  /** An amount given back on the bars without naming them (a credit note only), at each rate. Empty for an order. */
  unnamedGoods: RateVat[];
  /** The delivery fee, at the rate (or rates) of the goods it carries. Empty without a fee. */
  delivery: RateVat[];
  /** Per rate, lowest first: the lines, the unnamed goods and the delivery fee together. */
  rates: RateVat[];
  /** Donations: a gift, outside the scope of VAT. */
  outOfScopeCents: number;
  vatCents: number;
  /** Everything, TTC: the rates' totals plus what is outside the scope. */
  totalCents: number;
};

function lineVat(line: VatInputLine): LineVat {
  const unitPriceCents = toCents(line.unit_price_eur) ?? 0;
  const totalCents = unitPriceCents * line.quantity;
  const rate = rateWhenSold(line);
  const split = rate === null ? { baseCents: totalCents, vatCents: 0, totalCents } : splitTtc(totalCents, rate);
  return { ...split, productId: line.product_id, name: line.name ?? line.product_id, quantity: line.quantity, unitPriceCents, rate };
}

/**
 * Cuts `amountCents` into parts proportional to `weights` (largest remainder: the parts always add up to the amount;
 * a cent left over goes to the largest remainder, the later entry on a tie, i.e. the higher rate).
 */
function allocate(amountCents: number, weights: { rate: VatRate; weight: number }[]): { rate: VatRate; cents: number }[] {
  const sign = amountCents < 0 ? -1 : 1;
  const amount = Math.abs(amountCents);
  const total = weights.reduce((sum, w) => sum + w.weight, 0);
  if (amount === 0 || total <= 0) return [];
  const parts = weights.map((w, index) => {
    const exact = amount * w.weight;
    return { rate: w.rate, cents: Math.floor(exact / total), remainder: exact % total, index };
  });
  let left = amount - parts.reduce((sum, p) => sum + p.cents, 0);
  const byRemainder = [...parts].sort((a, b) => b.remainder - a.remainder || b.index - a.index);
  for (const part of byRemainder) {
    if (left === 0) break;
    part.cents += 1;
    left -= 1;
  }
  return parts.filter((p) => p.cents !== 0).map((p) => ({ rate: p.rate, cents: sign * p.cents }));
}

/** The goods' TTC per rate, lowest rate first: how a fee or an unnamed amount is shared between the rates. */
function goodsWeights(lines: LineVat[]): { rate: VatRate; weight: number }[] {
  const byRate = new Map<VatRate, number>();
  for (const line of lines) if (line.rate !== null) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.totalCents);
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, weight]) => ({ rate, weight }));
}

/**
 * The delivery fee at the rate of the goods it carries (CGI art. 267 I 2°: transport billed by the seller is part of
 * the price of the goods). With goods at two rates, the fee is shared between them in proportion to the goods' value:
 * in proportion to their TTC here, which is their HT value times (1 + rate), i.e. the fee's HT shared in proportion
 * to the goods' HT, as is commonly done (no text fixes the split). A fee with no goods under it (never charged today) is a
 * transport service of its own, at the standard rate.
 */
function deliveryVat(feeCents: number, goods: LineVat[]): RateVat[] {
  if (feeCents === 0) return [];
  const weights = goodsWeights(goods);
  const parts = weights.length > 0 ? allocate(feeCents, weights) : [{ rate: STANDARD_VAT_RATE as VatRate, cents: feeCents }];
  return parts.map((part) => ({ rate: part.rate, ...splitTtc(part.cents, part.rate) }));
}

function summarise(lines: LineVat[], unnamedGoods: RateVat[], delivery: RateVat[]): VatBreakdown {
  const byRate = new Map<VatRate, RateVat>();
  const add = (rate: VatRate, split: VatSplit) => {
    const sum = byRate.get(rate) ?? { rate, baseCents: 0, vatCents: 0, totalCents: 0 };
    byRate.set(rate, {
      rate,
      baseCents: sum.baseCents + split.baseCents,
      vatCents: sum.vatCents + split.vatCents,
      totalCents: sum.totalCents + split.totalCents,
    });
  };
  let outOfScopeCents = 0;
  for (const line of lines) {
    if (line.rate === null) outOfScopeCents += line.totalCents;
    else add(line.rate, line);
  }
  for (const part of [...unnamedGoods, ...delivery]) add(part.rate, part);
  const rates = [...byRate.values()].sort((a, b) => a.rate - b.rate);
  const vatCents = rates.reduce((sum, r) => sum + r.vatCents, 0);
  const totalCents = rates.reduce((sum, r) => sum + r.totalCents, 0) + outOfScopeCents;
  return { lines, unnamedGoods, delivery, rates, outOfScopeCents, vatCents, totalCents };
}

/** An order's VAT: each line's, the delivery fee's, and the summary per rate a receipt shows. */
export function orderVat(order: { lines: VatInputLine[]; deliveryFeeCents: number }): VatBreakdown {
  const lines = order.lines.map(lineVat);
  return summarise(lines, [], deliveryVat(order.deliveryFeeCents, lines));
}

/** What a refund gave back, as the refund row keeps it (orders/refund-attribution.ts made the parts). */
export type RefundVatInput = {
  /** The lines named by the refund (none for an amount). */
  lines: RefundedLine[];
  /** What the refund took from the bars, the donation and the delivery fee; their sum is the amount refunded. */
  barsCents: number;
  donationCents: number;
  deliveryCents: number;
};

/**
 * A credit note's VAT: the same cuts as the order's receipt, so that refunding a whole order gives back, line for
 * line and rate for rate, exactly the VAT the receipt showed.
 * - Each bar line the refund names is given back at its price and rate, its VAT taken from its total as on the receipt.
 * - What the bars part holds beyond those lines (an amount refunded without naming lines), or short of them (an
 *   earlier amount already took part of their price), is shared between the rates as the named lines are, or as the
 *   order's goods are when none is named.
 * - The delivery fee given back is shared between the rates as the order's fee was.
 * - The donation given back stays outside the scope of VAT.
 */
export function refundVat(order: { lines: VatInputLine[]; deliveryFeeCents: number }, refund: RefundVatInput): VatBreakdown {
  const orderLines = order.lines.map(lineVat);
  const named = new Map<string, number>();
  for (const line of refund.lines) {
    if (line.product_id !== DONATION_PRODUCT_ID) named.set(line.product_id, (named.get(line.product_id) ?? 0) + line.quantity);
  }
  const lines: LineVat[] = [];
  for (const [productId, quantity] of named) {
    const bought = order.lines.find((l) => l.product_id === productId);
    if (bought) lines.push(lineVat({ ...bought, quantity }));
  }
  const namedCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const weights = goodsWeights(lines.length > 0 ? lines : orderLines);
  const unnamedGoods = allocate(refund.barsCents - namedCents, weights).map((part) => ({
    rate: part.rate,
    ...splitTtc(part.cents, part.rate),
  }));
  if (refund.donationCents > 0) {
    const donation = order.lines.find((l) => l.product_id === DONATION_PRODUCT_ID);
    lines.push({
      productId: DONATION_PRODUCT_ID,
      name: donation?.name ?? "Don",
      quantity: 1,
      unitPriceCents: refund.donationCents,
      rate: null,
      baseCents: refund.donationCents,
      vatCents: 0,
      totalCents: refund.donationCents,
    });
  }
  const fee = deliveryVat(order.deliveryFeeCents, orderLines);
  const delivery =
    refund.deliveryCents === order.deliveryFeeCents
      ? fee
      : allocate(
          refund.deliveryCents,
          fee.map((part) => ({ rate: part.rate, weight: part.totalCents })),
        ).map((part) => ({ rate: part.rate, ...splitTtc(part.cents, part.rate) }));
  return summarise(lines, unnamedGoods, delivery);
}
