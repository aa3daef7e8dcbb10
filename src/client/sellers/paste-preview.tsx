import type { SellerListWarning } from "../../shared/seller-list-warnings";
import type { PastedSeller } from "../../shared/sellers-rules";
import { cn } from "../lib/utils";
import { sellersText } from "./sellers-texts";

type PastePreviewProps = {
  sellers: PastedSeller[];
  lineErrors: Record<number, string>;
  /** What to check on a line before saving (the same child twice, a surname): said, not refused. */
  warnings: SellerListWarning[];
};

/**
 * What a pasted list will add, line by line and numbered (the warnings name lines by these numbers), with what is
 * wrong with a line, or to check, beside it.
 */
export function PastePreview({ sellers, lineErrors, warnings }: PastePreviewProps) {
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
          {sellers.map((seller, index) => {
            const toCheck = warnings.filter((warning) => warning.index === index);
            return (
              <li
                key={index}
                className={cn("flex gap-2 px-3 py-2 text-sm", toCheck.length > 0 && "bg-amber-50", lineErrors[index] && "bg-red-50")}
              >
                <span className="w-7 shrink-0 text-right text-muted tabular-nums">{index + 1}.</span>
                <span className="flex min-w-0 flex-col">
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-medium break-all text-ink">{seller.first_name}</span>
                    <span className="text-muted">{seller.group_name ?? "sans groupe"}</span>
                  </span>
                  {toCheck.map((warning) => (
                    <span key={warning.kind} className="text-amber-900">
                      {warning.message}
                    </span>
                  ))}
                  {lineErrors[index] ? <span className="font-medium text-danger">{lineErrors[index]}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
