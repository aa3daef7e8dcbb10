// 'Vouliez-vous dire …@gmail.com ?' (docs/product.md#buyer-form): a buyer's mistyped mail domain ('gmial.con') is
// caught before the confirmation and the receipt go nowhere. A few dozen lines instead of a library: the checkout
// form is on the donor's path, and only the domains French buyers use most need to be known.

/** The mail domains most used in France, spelled right. */
const KNOWN_DOMAINS = [
  "gmail.com",
  "hotmail.fr",
  "hotmail.com",
  "yahoo.fr",
  "yahoo.com",
  "outlook.fr",
  "outlook.com",
  "live.fr",
  "orange.fr",
  "wanadoo.fr",
  "free.fr",
  "sfr.fr",
  "laposte.net",
  "icloud.com",
  "neuf.fr",
  "bbox.fr",
  "gmx.fr",
  "aol.com",
] as const;

/** Endings typed for '.com', '.fr' or '.net' (a neighbouring key, a letter twice or swapped). */
const TLD_TYPOS: Record<string, string> = {
  con: "com",
  cmo: "com",
  cim: "com",
  vom: "com",
  xom: "com",
  comm: "com",
  ocm: "com",
  om: "com",
  frr: "fr",
  rf: "fr",
  fe: "fr",
  fd: "fr",
  ft: "fr",
  nte: "net",
  ner: "net",
  bet: "net",
};

/** Edits from `a` to `b`, a swap of two neighbouring letters counting one (optimal string alignment distance). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** The known domain `domain` is a slip of, if exactly one is near enough: one edit for a short name, two otherwise. */
function nearestKnownDomain(domain: string): string | null {
  const allowed = domain.length <= 7 ? 1 : 2;
  let best: string | null = null;
  let bestDistance = allowed + 1;
  let tie = false;
  for (const known of KNOWN_DOMAINS) {
    const distance = editDistance(domain, known);
    if (distance < bestDistance) [best, bestDistance, tie] = [known, distance, false];
    else if (distance === bestDistance) tie = true;
  }
  return best && !tie ? best : null;
}

/**
 * The address the buyer probably meant, or null when it looks right (or when nothing better can be said). Only the
 * domain is corrected; what comes before '@' is the buyer's own.
 */
export function suggestEmailCorrection(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  // Still being typed: no ending yet.
  if (!/^[^.\s]+(\.[^.\s]+)*\.[a-z]{2,}$/.test(domain)) return null;
  if ((KNOWN_DOMAINS as readonly string[]).includes(domain)) return null;
  const known = nearestKnownDomain(domain);
  if (known) return `${local}@${known}`;
  const dot = domain.lastIndexOf(".");
  const ending = TLD_TYPOS[domain.slice(dot + 1)];
  return ending ? `${local}@${domain.slice(0, dot + 1)}${ending}` : null;
}
