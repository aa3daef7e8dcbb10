// Money is integer cents in code and numeric(12,2) euros in the database; never floats in arithmetic.

/** '12.5', '12,50', 12.5 -> 1250. Returns null for anything that is not a non-negative amount. */
export function toCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const text = typeof value === "number" ? value.toFixed(2) : value.trim().replace(",", ".");
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** 1250 -> '12.50' (the database's numeric form). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const euroFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });

/** 390 -> '3,90 €' (fr-FR, two decimals, docs/product.md#conventions). */
export function formatEuros(cents: number): string {
  return euroFormat.format(cents / 100);
}

/** docs/product.md#sales-page: '12.50 EUR' (two decimals, upper-case currency code). */
export function formatAmountWithCode(amount: string | number, currency: string): string {
  const cents = toCents(typeof amount === "number" ? amount : amount) ?? 0;
  return `${centsToDecimal(cents)} ${currency.toUpperCase()}`;
}
