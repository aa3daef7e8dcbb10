import type { Product } from "../../../shared/catalogue";
import { cn } from "../../lib/utils";

/** A bar's aromatic notes as pills. */
function AromaticNotes({ notes, className }: { notes: string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {notes.map((note) => (
        <li key={note} className="rounded-full bg-white px-3 py-1 text-sm text-chocolate ring-1 ring-line">
          {note}
        </li>
      ))}
    </ul>
  );
}

// The campaign page's product dialog sets them as a band under the purchase; the demo's detail (dialog and
// /demo/produit) as a small card in its column, with smaller words.
const looks = {
  campaign: { heading: "text-lg font-semibold", gap: "mt-3", terroir: "mt-3 text-ink/90" },
  demo: {
    heading: "font-sans text-sm font-semibold tracking-wide text-chocolate uppercase",
    gap: "mt-2",
    terroir: "mt-2 text-sm text-ink/90",
  },
} as const;

type AromaticNotesAndTerroirProps = {
  product: Pick<Product, "aromaticNotes" | "terroir">;
  look: keyof typeof looks;
  /** One below the product's name: h3 under a dialog's title, h2 under /demo/produit's h1. */
  headingLevel: "h2" | "h3";
};

/** 'Notes aromatiques' and 'Terroir', two blocks the caller lays out: the campaign page and the demo show the same. */
export function AromaticNotesAndTerroir({ product, look, headingLevel: Heading }: AromaticNotesAndTerroirProps) {
  const style = looks[look];
  return (
    <>
      <div>
        <Heading className={style.heading}>Notes aromatiques</Heading>
        <AromaticNotes notes={product.aromaticNotes} className={style.gap} />
      </div>
      <div>
        <Heading className={style.heading}>Terroir</Heading>
        <p className={style.terroir}>{product.terroir}</p>
      </div>
    </>
  );
}
