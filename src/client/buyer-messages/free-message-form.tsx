import { toast } from "sonner";
import { BUYER_MESSAGE_BODY_MAX, BUYER_MESSAGE_SUBJECT_MAX, freeBuyerMessageSchema } from "../../shared/buyer-messages";
import { FormInput } from "../components/form-input";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Field, fieldControlProps } from "../components/ui/field";
import { Textarea } from "../components/ui/textarea";
import { showServerFieldError, toastFirstError, useZodForm } from "../lib/use-zod-form";
import { buyersCount, useSendBuyerMessage } from "./buyer-messages-api";

type FreeMessageFormProps = { campaignId: string; recipients: number; limitReached: boolean };

/** A message in the association's own words to every buyer of the campaign (managers: editShop). */
export function FreeMessageForm({ campaignId, recipients, limitReached }: FreeMessageFormProps) {
  const send = useSendBuyerMessage(campaignId);
  const form = useZodForm(freeBuyerMessageSchema, { defaultValues: { subject: "", body: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (message) => {
    let sent;
    try {
      sent = await send.mutateAsync({ kind: "free", ...message });
    } catch (error) {
      // The server's message is toasted by the query client; a field it names shows it too.
      showServerFieldError(form, error);
      return;
    }
    toast.success(`Message envoyé à ${buyersCount(sent.message.recipients)}`);
    form.reset();
  }, toastFirstError);

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold">Écrire à tous les acheteurs</h2>
      <p className="mt-1 text-sm text-muted">
        Chaque acheteur d'une commande payée le reçoit par e-mail, une seule fois, signé du nom de l'association et avec son adresse de
        contact pour vous répondre. Aucun acheteur ne voit l'adresse des autres.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        <FormInput form={form} name="subject" label="Objet" maxLength={BUYER_MESSAGE_SUBJECT_MAX} autoComplete="off" />
        <Field id="body" label="Message" error={errors.body?.message} hint={`${BUYER_MESSAGE_BODY_MAX} caractères au maximum.`}>
          <Textarea
            id="body"
            rows={8}
            maxLength={BUYER_MESSAGE_BODY_MAX}
            {...fieldControlProps("body", errors.body)}
            {...form.register("body")}
          />
        </Field>
        <Button
          type="submit"
          disabled={isSubmitting || recipients === 0 || limitReached}
          className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto sm:self-start"
        >
          {isSubmitting ? "Envoi..." : `Envoyer à tous les acheteurs (${recipients})`}
        </Button>
      </form>
    </Card>
  );
}
