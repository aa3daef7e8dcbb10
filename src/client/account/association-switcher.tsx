import { useId } from "react";
import { Building2 } from "lucide-react";
import { Select } from "../components/ui/select";
import { cn } from "../lib/utils";
import { roleLabel } from "../session/roles";
import { useAssociation } from "../session/association-context";

type AssociationSwitcherProps = {
  /** `header`: compact, its label for screen readers only; `menu`: full width under a visible label (mobile menu). */
  variant: "header" | "menu";
  className?: string;
};

/**
 * docs/product.md#current-association: the association the signed-in pages work on, for someone who belongs to
 * several. Each one is listed with the person's role there; the choice is remembered.
 */
export function AssociationSwitcher({ variant, className }: AssociationSwitcherProps) {
  const { memberships, currentMembership, switchAssociation } = useAssociation();
  const id = useId();
  if (memberships.length < 2 || !currentMembership) return null;

  const compact = variant === "header";
  return (
    <div className={cn(compact ? "flex items-center gap-2" : "flex flex-col gap-1.5", className)}>
      {/* A plain label: the header is in the home page's first download, kept small. */}
      <label htmlFor={id} className={cn("text-sm leading-snug font-medium text-chocolate", compact && "sr-only")}>
        Association
      </label>
      {compact ? <Building2 aria-hidden="true" className="size-4 shrink-0 text-brand-dark" /> : null}
      <Select
        id={id}
        value={currentMembership.association_id}
        onChange={(event) => switchAssociation(event.target.value)}
        wrapperClassName={compact ? "w-auto max-w-44 xl:max-w-60" : undefined}
        className={cn(compact ? "h-10 rounded-full bg-white/80 font-medium text-chocolate" : "h-12")}
        title={compact ? `${currentMembership.association.name} (${roleLabel(currentMembership.role)})` : undefined}
      >
        {memberships.map((membership) => (
          <option key={membership.association_id} value={membership.association_id}>
            {membership.association.name} ({roleLabel(membership.role)})
          </option>
        ))}
      </Select>
    </div>
  );
}
