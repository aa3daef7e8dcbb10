import type { ComponentProps } from "react";
import { Checkbox } from "../components/ui/checkbox";
import { fieldControlProps, FieldError, fieldMessageId } from "../components/ui/field";

type CheckboxProps = Omit<ComponentProps<typeof Checkbox>, "id">;

type MinorConsentFieldsProps = {
  /** Prefixes the ids, so that two forms on the page keep theirs apart. */
  idPrefix: string;
  /** One seller ('C'est un enfant') or a whole list ('Ce sont des enfants'). */
  several?: boolean;
  isMinor: boolean;
  minorProps: CheckboxProps;
  consentProps: CheckboxProps;
  consentError?: string;
};

/**
 * docs/product.md#privacy: a child's first name shows on the shop (their page, the leaderboard) only with their
 * parents' agreement, confirmed here by the member and recorded by the server with the day it was given.
 */
export function MinorConsentFields({
  idPrefix,
  several = false,
  isMinor,
  minorProps,
  consentProps,
  consentError,
}: MinorConsentFieldsProps) {
  const minorId = `${idPrefix}-is-minor`;
  const consentId = `${idPrefix}-parental-consent`;
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={minorId} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-chocolate">
        <Checkbox id={minorId} {...minorProps} />
        {several ? "Ce sont des enfants (mineurs)" : "C'est un enfant (mineur)"}
      </label>
      {isMinor ? (
        <div className="flex flex-col gap-1.5 rounded-2xl bg-peach-light p-3">
          <label htmlFor={consentId} className="flex cursor-pointer items-start gap-3 text-sm leading-snug text-ink">
            <Checkbox
              id={consentId}
              className="mt-0.5"
              aria-required="true"
              {...fieldControlProps(consentId, consentError)}
              {...consentProps}
            />
            {several
              ? "Les parents ont donné leur accord pour que leur prénom apparaisse sur la boutique"
              : "Les parents ont donné leur accord pour que son prénom apparaisse sur la boutique"}
          </label>
          <FieldError id={fieldMessageId(consentId)} message={consentError} />
        </div>
      ) : null}
    </div>
  );
}
