import { isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";

// An association's bank details (docs/product.md#bank-details): the rules the form, the server and the payouts
// share. No zod here: the account page's bundle and the mail templates read them too. The checks themselves come
// from the maintained `ibantools` (each country's length and format, the mod-97 key, the BIC's shape and country).

/** The holder's name goes into the SEPA transfer file, whose creditor name holds 70 characters at most. */
export const ACCOUNT_HOLDER_MIN_LENGTH = 2;
export const ACCOUNT_HOLDER_MAX_LENGTH = 70;
/** The longest IBAN has 34 characters; room for the spaces people type between the groups. */
export const IBAN_INPUT_MAX_LENGTH = 50;
export const BIC_INPUT_MAX_LENGTH = 20;

/** The electronic format: no spaces, upper case ('fr76 3000 6000 ...' -> 'FR7630006000...'). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * What is wrong with an IBAN (already normalised), or null: 'invalid' for an unknown country, a wrong length or
 * format for the country, or a wrong key; 'outside-sepa' for a valid account we can't pay, since payouts are SEPA
 * credit transfers.
 */
export function ibanProblem(iban: string): "invalid" | "outside-sepa" | null {
  if (!isValidIBAN(iban)) return "invalid";
  if (!isSEPACountry(iban.slice(0, 2))) return "outside-sepa";
  return null;
}

/** A BIC (already normalised) of 8 or 11 characters with a known country. */
export function isValidBic(bic: string): boolean {
  return isValidBIC(bic);
}

/**
 * The IBAN as shown on screen and in mails: country and key, then the last four characters, in groups of four
 * ('FR76 •••• •••• •••• •••• •••0 189'). Enough to recognise one's account, not to use it.
 */
export function maskIban(iban: string): string {
  const electronic = normalizeIban(iban);
  const hidden = Math.max(electronic.length - 8, 0);
  const masked = electronic.slice(0, 4) + "•".repeat(hidden) + electronic.slice(4 + hidden);
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

// The SEPA Latin character set (docs/product.md#bank-details): what every bank of the zone must accept in a
// transfer's names and texts. One rule for the form, the server and the transfer file, so that a name the form
// accepts is a name the file can carry.
const SEPA_CHARACTER = /^[A-Za-z0-9/\-?:().,'+ ]$/;

// Letters and signs whose nearest SEPA spelling is certain. Accents go through Unicode decomposition first
// ('é' -> 'e', 'ﬁ' -> 'fi'); these have no decomposition of their own.
const SPELLED_OUT: Record<string, string> = {
  Œ: "OE",
  œ: "oe",
  Æ: "AE",
  æ: "ae",
  ß: "ss",
  ẞ: "SS",
  Ø: "O",
  ø: "o",
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ð: "D",
  ð: "d",
  Þ: "TH",
  þ: "th",
  Ħ: "H",
  ħ: "h",
  Ŧ: "T",
  ŧ: "t",
  ı: "i",
  Ŋ: "N",
  ŋ: "n",
  "&": "+",
  "’": "'",
  "‘": "'",
  "‚": "'",
  "‛": "'",
  ʼ: "'",
  "`": "'",
  "´": "'",
  '"': "'",
  "“": "'",
  "”": "'",
  "„": "'",
  "«": "'",
  "»": "'",
  "‹": "'",
  "›": "'",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "–": "-",
  "—": "-",
  "−": "-",
  _: "-",
  "·": ".",
  "…": "...",
  "!": ".",
  ";": ",",
  "[": "(",
  "]": ")",
  "{": "(",
  "}": ")",
  "\\": "/",
  "°": "o",
  "€": "EUR",
};

// One user-perceived character at a time: an emoji made of several code points is refused (and named) whole.
const graphemes = new Intl.Segmenter("fr", { granularity: "grapheme" });

function spellGrapheme(grapheme: string): string | null {
  if (/^\s+$/u.test(grapheme)) return " ";
  let spelled = "";
  for (const char of grapheme.normalize("NFKD").replace(/\p{M}/gu, "")) {
    const mapped = SEPA_CHARACTER.test(char) ? char : SPELLED_OUT[char];
    if (mapped === undefined) return null;
    spelled += mapped;
  }
  return spelled;
}

/**
 * A text in the SEPA character set: accents dropped ('École' -> 'Ecole'), ligatures and letters without a
 * decomposition spelled out ('œ' -> 'oe', 'ß' -> 'ss'), typographic signs given their plain form (’ -> ', — -> -,
 * & -> +), spaces folded. `refused` lists, once each, what has no safe Latin spelling (Cyrillic, Greek, CJK, emoji,
 * most symbols): a text with any of them is not written in a transfer at all, rather than written wrong.
 */
export function toSepaText(value: string): { text: string; refused: string[] } {
  let text = "";
  const refused = new Set<string>();
  for (const { segment } of graphemes.segment(value)) {
    const spelled = spellGrapheme(segment);
    if (spelled === null) refused.add(segment);
    else text += spelled;
  }
  return { text: text.replace(/ +/g, " ").trim(), refused: [...refused] };
}

/**
 * What the form says under a name that can't go into a transfer, naming the first few characters at fault
 * ('« Ш », « к »').
 */
export function sepaNameMessage(refused: string[]): string {
  const named = refused
    .slice(0, 5)
    .map((c) => `« ${c} »`)
    .join(", ");
  return `Écrivez le titulaire en lettres latines, comme sur votre RIB : un virement bancaire ne peut pas contenir ${named}.`;
}
