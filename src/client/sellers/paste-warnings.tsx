import { TriangleAlert } from "lucide-react";
import type { SellerListWarning } from "../../shared/seller-list-warnings";

/**
 * The lines to check of a pasted list, gathered above the button that saves it (a long list's preview scrolls): the
 * member reads them, corrects the list or saves it as it is.
 */
export function PasteWarnings({ warnings }: { warnings: SellerListWarning[] }) {
  const lines = new Set(warnings.map((warning) => warning.index)).size;
  return (
    // Always in the page, so that a warning appearing as the list is typed is announced.
    <div aria-live="polite">
      {warnings.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="flex items-start gap-2 font-semibold">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {lines > 1 ? `${lines} lignes à vérifier avant d'enregistrer` : "1 ligne à vérifier avant d'enregistrer"}
          </p>
          <ul className="flex flex-col gap-1">
            {warnings.map((warning) => (
              <li key={`${warning.index}-${warning.kind}`}>
                <span className="font-medium">Ligne {warning.index + 1} :</span> {warning.message}
              </li>
            ))}
          </ul>
          <p>Corrigez la liste au besoin ; vous pouvez aussi l'enregistrer telle quelle.</p>
        </div>
      ) : null}
    </div>
  );
}
