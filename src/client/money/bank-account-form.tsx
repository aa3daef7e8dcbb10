import { useEffect } from "react";
import { toast } from "sonner";
import { saveBankDetailsSchema, type BankAccount } from "../../shared/bank-details";
import { ACCOUNT_HOLDER_MAX_LENGTH, BIC_INPUT_MAX_LENGTH, IBAN_INPUT_MAX_LENGTH } from "../../shared/bank-details-rules";
import { FormInput } from "../components/form-input";
import { Button } from "../components/ui/button";
import { showServerFieldError, toastFirstError, useZodForm } from "../lib/use-zod-form";
import { useSaveBankAccount } from "./bank-account-api";

/**
 * 'Coordonnées bancaires' being entered or changed (docs/product.md#bank-details). The IBAN always starts empty:
 * the server never sends it back whole. The member's password confirms the change: a session alone doesn't move the
 * association's money. `onDone` runs once the server has answered with the saved details.
 */
export function BankAccountForm({
  associationId,
  saved,
  onDone,
  onCancel,
}: {
  associationId: string;
  saved: BankAccount | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const save = useSaveBankAccount(associationId);
  const form = useZodForm(saveBankDetailsSchema, {
    defaultValues: { account_holder: saved?.account_holder ?? "", iban: "", bic: saved?.bic ?? "", password: "" },
  });
  const { isSubmitting } = form.formState;

  // Opened by a click: the first field to fill takes the focus (the IBAN when only it is missing).
  const firstField = saved ? "iban" : "account_holder";
  useEffect(() => form.setFocus(firstField), [form, firstField]);

  const onSubmit = form.handleSubmit(async (details) => {
    try {
      await save.mutateAsync(details);
    } catch (error) {
      // The server's message is toasted by the query client; a field it names shows it too.
      showServerFieldError(form, error);
      return;
    }
    toast.success("Coordonnées bancaires enregistrées");
    onDone();
  }, toastFirstError);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormInput
        form={form}
        name="account_holder"
        label="Titulaire du compte"
        autoComplete="off"
        maxLength={ACCOUNT_HOLDER_MAX_LENGTH}
        hint="Le nom exact sous lequel la banque connaît le compte, en général celui de l'association."
      />
      <FormInput
        form={form}
        name="iban"
        label="IBAN"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={IBAN_INPUT_MAX_LENGTH}
        placeholder="FR76 3000 6000 0112 3456 7890 189"
        className="font-mono"
        hint="En entier, avec ou sans espaces : par sécurité, il n'est jamais réaffiché."
      />
      <FormInput
        form={form}
        name="bic"
        label="BIC"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={BIC_INPUT_MAX_LENGTH}
        placeholder="AGRIFRPP"
        className="font-mono"
      />
      <FormInput
        form={form}
        name="password"
        label="Votre mot de passe"
        type="password"
        autoComplete="current-password"
        hint="Par sécurité, confirmez ce changement avec le mot de passe de votre compte."
      />
      <p className="text-sm text-muted">
        Chaque membre de l'association sera prévenu par e-mail de ce changement. Notre équipe vérifie les nouvelles coordonnées avant tout
        virement.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? "Enregistrement..." : "Enregistrer"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting} className="w-full sm:w-auto">
          Annuler
        </Button>
      </div>
    </form>
  );
}
