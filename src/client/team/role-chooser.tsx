import { useId, type ComponentProps } from "react";
import { ASSOCIATION_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, type AssociationRole } from "../../shared/team-rules";
import { FieldError } from "../components/ui/field";
import { cn } from "../lib/utils";

type RoleChooserProps = {
  legend: string;
  /** The radios' name. */
  name: string;
  /** Each radio's props: react-hook-form's `register`, or `checked` and `onChange`. */
  radioProps: (role: AssociationRole) => Omit<ComponentProps<"input">, "type" | "value">;
  error?: string;
  className?: string;
};

/** The three roles as radio cards, each with what it allows (docs/product.md#roles). */
export function RoleChooser({ legend, name, radioProps, error, className }: RoleChooserProps) {
  const id = useId();
  return (
    <fieldset className={cn("flex flex-col gap-2", className)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm leading-snug font-medium text-chocolate">{legend}</legend>
      {ASSOCIATION_ROLES.map((role) => (
        <label
          key={role}
          className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-white p-3 transition-colors hover:border-brand has-checked:border-brand has-checked:bg-brand-light/40 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
        >
          <input
            type="radio"
            name={name}
            value={role}
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
            aria-labelledby={`${id}-${role}`}
            aria-describedby={`${id}-${role}-description`}
            {...radioProps(role)}
          />
          <span className="flex flex-col gap-0.5">
            <span id={`${id}-${role}`} className="text-sm font-semibold text-chocolate">
              {ROLE_LABELS[role]}
            </span>
            <span id={`${id}-${role}-description`} className="text-sm text-muted">
              {ROLE_DESCRIPTIONS[role]}
            </span>
          </span>
        </label>
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
