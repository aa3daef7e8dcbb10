import { useState, type FormEvent } from "react";
import { UserPlus } from "lucide-react";
import { toast } from "sonner";
import { sellerListWarnings } from "../../shared/seller-list-warnings";
import { Button } from "../components/ui/button";
import { toastFirstError } from "../lib/use-zod-form";
import { SellerFields, showSellerServerError, useSellerForm } from "./seller-fields";
import { useAddSellers } from "./sellers-api";
import { useSingleFlight } from "./use-single-flight";

/**
 * 'Ajouter un vendeur': one seller at a time, children of a class one after the other. After each, the group, the goal
 * and 'C'est un enfant' stay for the next one; the parents' agreement is asked again, it is each child's own. A first
 * name that looks like it has a surname is said under the fields (sellerListWarnings, the server's rule too), and may
 * be saved as it is.
 */
export function AddSellerForm({ campaignId, groups }: { campaignId: string; groups: string[] }) {
  const add = useAddSellers(campaignId);
  const form = useSellerForm();
  const once = useSingleFlight();
  const [saved, setSaved] = useState<string | null>(null);
  const firstName = form.watch("first_name") ?? "";
  const [warning] = sellerListWarnings([{ first_name: firstName.trim(), group_name: null }]);

  const submit = form.handleSubmit(async ({ parental_consent, ...seller }) => {
    setSaved(null);
    let answer;
    try {
      // The warning of this first name, if any, is under the fields: read.
      answer = await add.mutateAsync({ sellers: [seller], parental_consent, warnings_read: sellerListWarnings([seller]).length > 0 });
    } catch (error) {
      showSellerServerError(form, error);
      return;
    }
    // The name the server stored, said only now that it has answered.
    const name = answer.sellers[0]?.first_name ?? seller.first_name;
    setSaved(name);
    toast.success(`Vendeur enregistré : ${name}`, { description: "Son lien personnel est dans la liste des vendeurs." });
    form.reset({ ...form.getValues(), first_name: "", parental_consent: false });
    form.setFocus("first_name");
  }, toastFirstError);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void once(() => submit(event));
  };

  const sending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ajouter un vendeur" className="flex flex-col gap-4">
      <SellerFields form={form} idPrefix="add-seller" groups={groups} />
      <p aria-live="polite" className={warning ? "rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" : "sr-only"}>
        {warning ? `Prénom à vérifier : ${warning.message}` : ""}
      </p>
      <p role="status" className={saved ? "rounded-2xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900" : "sr-only"}>
        {saved ? `Vendeur enregistré : ${saved}.` : ""}
      </p>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:self-start">
        <UserPlus aria-hidden="true" />
        {sending ? "Enregistrement..." : "Ajouter le vendeur"}
      </Button>
    </form>
  );
}
