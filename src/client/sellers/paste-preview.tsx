import type { PastedSeller } from "../../shared/sellers-rules";
import { cn } from "../lib/utils";
import { sellersText } from "./sellers-texts";

/** What a pasted list will add, line by line, with what is wrong with a line beside it. */
export function PastePreview({ sellers, lineErrors }: { sellers: PastedSeller[]; lineErrors: Record<number, string> }) {
  return (
    <section aria-labelledby="paste-sellers-preview-title" className="flex flex-col gap-2">
      <h3 id="paste-sellers-preview-title" className="text-sm font-semibold text-chocolate">
        {sellers.length === 0 ? "Aperçu : aucun vendeur pour l'instant" : `Aperçu : ${sellersText(sellers.length)} à ajouter`}
      </h3>
      {sellers.length > 0 ? (
        // Long class lists scroll inside the box; focusable so that the keyboard scrolls it too.
        <ol
          aria-label="Vendeurs à ajouter"
          tabIndex={0}
          className="flex max-h-72 flex-col divide-y divide-line/70 overflow-y-auto rounded-2xl border border-line bg-white focus-visible:outline-2 focus-visible:outline-brand"
        >
          {sellers.map((seller, index) => (
            <li key={index} className={cn("flex flex-col px-3 py-2 text-sm", lineErrors[index] && "bg-red-50")}>
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium break-all text-ink">{seller.first_name}</span>
                <span className="text-muted">{seller.group_name ?? "sans groupe"}</span>
              </span>
              {lineErrors[index] ? <span className="font-medium text-danger">{lineErrors[index]}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
