import { useEffect, useRef, useState } from "react";
import { SELLER_SEARCH_MIN_LETTERS } from "../../../shared/sellers-rules";
import { Button } from "../../components/ui/button";
import { Field, fieldControlProps } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import type { SellerChoice } from "./seller-choices-api";
import { sellerLabel } from "./seller-display";
import { useSellerSearch } from "./use-seller-choices";

export const SELLER_QUESTION = "Pour quel vendeur commandez-vous ?";

type SellerSearchFieldProps = {
  id: string;
  slug: string;
  /** The seller the order is for (the link's child, or one found here), or null. */
  value: SellerChoice | null;
  onChange: (choice: SellerChoice | null) => void;
  error?: string;
};

/**
 * 'Pour quel vendeur commandez-vous ?' (docs/product.md#sellers, decision 039): the link's child when the buyer came
 * through one, else a search by the first letters of a first name; never a list of every child.
 */
export function SellerSearchField({ id, slug, value, onChange, error }: SellerSearchFieldProps) {
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  const chosenHere = useRef(false);
  const { state, retry } = useSellerSearch(slug, value ? "" : query);
  const inputId = `${id}-search`;

  // A seller the server refused is said at the field, which takes the focus.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  // The result just tapped is gone with the list: the focus goes to what replaced it.
  useEffect(() => {
    if (value && chosenHere.current) change.current?.focus();
    chosenHere.current = false;
  }, [value]);

  if (value) {
    return (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-chocolate">{SELLER_QUESTION}</legend>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white p-4">
          <p>
            Pour <strong className="text-chocolate">{sellerLabel(value)}</strong>
          </p>
          <Button
            ref={change}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              onChange(null);
              setQuery("");
              queueMicrotask(() => input.current?.focus());
            }}
          >
            Changer de vendeur
          </Button>
        </div>
        {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
      </fieldset>
    );
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-chocolate">{SELLER_QUESTION}</legend>
      <Field
        id={inputId}
        label="Son prénom (facultatif)"
        error={error}
        hint={`Tapez au moins ${SELLER_SEARCH_MIN_LETTERS} lettres : la vente comptera pour ce vendeur.`}
      >
        <Input
          id={inputId}
          ref={input}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter looks a name up; it never sends the order form.
            if (event.key === "Enter") event.preventDefault();
          }}
          {...fieldControlProps(inputId, error)}
        />
      </Field>
      <div aria-live="polite" className="text-sm">
        {state.status === "searching" ? <p className="text-muted">Recherche...</p> : null}
        {state.status === "failed" ? (
          <p className="flex flex-wrap items-center gap-2 text-ink">
            La recherche n'a pas abouti.
            <Button type="button" variant="outline" size="sm" onClick={retry}>
              Réessayer
            </Button>
          </p>
        ) : null}
        {state.status === "ready" && state.sellers.length === 0 ? (
          <p className="text-muted">Aucun vendeur dont le prénom commence par « {state.query} ».</p>
        ) : null}
        {state.status === "ready" && state.sellers.length > 0 ? (
          <ul aria-label="Vendeurs trouvés" className="flex flex-col gap-2">
            {state.sellers.map((seller) => (
              <li key={seller.id}>
                <Button
                  type="button"
                  variant="outline"
                  className="w-full justify-start"
                  onClick={() => {
                    chosenHere.current = true;
                    onChange(seller);
                  }}
                >
                  {sellerLabel(seller)}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </fieldset>
  );
}
