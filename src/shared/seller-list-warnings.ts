import type { PastedSeller } from "./sellers-rules";

// What a list of sellers may hold by mistake (docs/product.md#sellers-page), said before it is saved: the same child
// twice (the same first name in the same group), or a surname (docs/product.md#privacy: first names only). Neither
// is refused: two Léa may sit in the same class, and 'Marie Claire' is one first name. The 'Vendeurs' screen shows
// these warnings line by line; the server saves a list that has some only once the caller says it showed them
// (addSellersRequestSchema's `warnings_read`). One function for both, so they always agree.

export type SellerListWarning = {
  /** The seller's place in the list, from 0 (the screen reads it from 1: 'ligne 3'). */
  index: number;
  kind: "duplicate" | "surname";
  message: string;
};

/** Case, accents and spaces aside: 'elodie ' and 'Élodie' are the same first name. */
const folded = (text: string | null) =>
  (text ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** 'qu'à la ligne 5', 'qu'aux lignes 2 et 9', 'qu'aux lignes 2, 4 et 9'. */
function asAtLines(indexes: number[]): string {
  const numbers = indexes.map((index) => String(index + 1));
  if (numbers.length === 1) return `qu'à la ligne ${numbers[0]}`;
  return `qu'aux lignes ${numbers.slice(0, -1).join(", ")} et ${numbers[numbers.length - 1]}`;
}

/**
 * A second word of two letters or more may be a surname ('Léa Martin', 'MARTIN Léa'); an initial ('Léa M.', enough
 * to tell two Léa apart) or a number ('Élève 12') is not.
 */
function looksLikeSurname(firstName: string): boolean {
  const words = firstName.trim().split(/\s+/);
  return words.length >= 2 && words.slice(1).some((word) => (word.match(/\p{L}/gu)?.length ?? 0) >= 2);
}

export const SURNAME_WARNING =
  "Ressemble à un prénom suivi d'un nom de famille : seul le prénom est demandé (une initiale suffit pour distinguer deux enfants). Un prénom composé peut rester tel quel.";

/** The warnings of a list, in its order; a line may have both. */
export function sellerListWarnings(sellers: readonly PastedSeller[]): SellerListWarning[] {
  const byChild = new Map<string, number[]>();
  sellers.forEach((seller, index) => {
    const key = `${folded(seller.first_name)}\u0000${folded(seller.group_name)}`;
    byChild.set(key, [...(byChild.get(key) ?? []), index]);
  });
  return sellers.flatMap((seller, index) => {
    const warnings: SellerListWarning[] = [];
    const same = byChild.get(`${folded(seller.first_name)}\u0000${folded(seller.group_name)}`) ?? [];
    if (same.length > 1) {
      const where = seller.group_name ? "dans le même groupe" : "sans groupe non plus";
      const others = same.filter((other) => other !== index);
      warnings.push({ index, kind: "duplicate", message: `Même prénom ${where} ${asAtLines(others)}.` });
    }
    if (looksLikeSurname(seller.first_name)) warnings.push({ index, kind: "surname", message: SURNAME_WARNING });
    return warnings;
  });
}
