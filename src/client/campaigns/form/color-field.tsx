import type { UseFormRegisterReturn } from "react-hook-form";
import { isHexColor } from "../../../shared/campaign-rules";
import { Field, fieldControlProps } from "../../components/ui/field";
import { Input } from "../../components/ui/input";

type ColorFieldProps = {
  registration: UseFormRegisterReturn;
  label: string;
  /** The text field's current value; the picker follows it while it is a valid #RRGGBB. */
  value: string;
  fallback: string;
  onPick: (color: string) => void;
  error?: string;
};

/**
 * A native colour picker plus the hex text it writes (docs/product.md#creation-form: #RRGGBB,
 * 'Format couleur invalide').
 */
export function ColorField({ registration, label, value, fallback, onPick, error }: ColorFieldProps) {
  const id = registration.name;
  return (
    <Field id={id} label={label} error={error} hint="Format #RRGGBB">
      <div className="flex items-center gap-3">
        <input
          type="color"
          aria-label={`${label} : sélecteur`}
          value={(isHexColor(value) ? value : fallback).toLowerCase()}
          // The picker writes lowercase; keep the uppercase style of the defaults.
          onChange={(event) => onPick(event.target.value.toUpperCase())}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-line-strong bg-white p-1"
        />
        <Input
          id={id}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          {...fieldControlProps(id, error)}
          className="font-mono uppercase"
          {...registration}
        />
      </div>
    </Field>
  );
}
