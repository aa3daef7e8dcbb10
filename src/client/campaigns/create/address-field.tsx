import { useEffect } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { CampaignCreate, CampaignCreateInput } from "../../../shared/campaign";
import { slugFromName } from "../../../shared/slug";
import { TextField } from "../form/text-fields";
import { slugStatusText } from "../one-pager/slug-status";
import { SlugStatusLine } from "../one-pager/slug-status-line";
import { useSlugAvailability } from "../one-pager/use-slug-availability";

type CreateForm = UseFormReturn<CampaignCreateInput, unknown, CampaignCreate>;

/**
 * Decision 036: the shop's address, chosen at creation. Filled from the association's name until the member types
 * their own, checked for availability as in 'Modifier ma page'; a name already taken moves on to the first free
 * number ('-2') while the member has not chosen.
 */
export function CreationAddressField({ form }: { form: CreateForm }) {
  const [name, slug = ""] = useWatch({ control: form.control, name: ["association_name", "public_slug"] });
  // Typing in the field makes it dirty; the values filled in here don't (setValue without shouldDirty).
  const chosen = () => form.getFieldState("public_slug").isDirty;
  const { status } = useSlugAvailability(slug.trim(), undefined);
  const set = (value: string) => form.setValue("public_slug", value, { shouldValidate: value.length > 0 });

  // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the name only, until the member chooses
  useEffect(() => void (chosen() || set(name ? slugFromName(name) : "")), [name]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the suggestion of the address just checked
  useEffect(() => void (!chosen() && status.kind === "taken" && status.suggestion && set(status.suggestion)), [status]);

  const registration = form.register("public_slug");
  const text = status.kind === "taken" ? "Cette adresse est déjà prise" : slugStatusText(status);
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <TextField
        registration={registration}
        error={form.formState.errors.public_slug?.message}
        label="Adresse de votre boutique"
        hint="Imprimée sur vos affiches et flyers : lettres minuscules, chiffres et tirets. Votre page : /c/votre-adresse"
        autoComplete="off"
        spellCheck={false}
        wide
      />
      <SlugStatusLine status={status} text={text}>
        {status.kind === "taken" && status.suggestion ? (
          <button type="button" className="ml-2 underline" onClick={() => set(status.suggestion!)}>
            Utiliser « {status.suggestion} »
          </button>
        ) : null}
      </SlugStatusLine>
    </div>
  );
}
