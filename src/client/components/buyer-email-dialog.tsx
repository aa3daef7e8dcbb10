import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import {
  buyerEmailCorrectionSchema,
  type BuyerEmailCorrection,
  type BuyerEmailCorrectionResponse,
} from "../../shared/buyer-email-correction";
import { api, ApiError } from "../lib/api";
import { notifyError, notifySuccess } from "../lib/notify";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "./ui/dialog";
import { Field, fieldControlProps } from "./ui/field";
import { Input } from "./ui/input";

// docs/product.md#buyer-email-correction: the sales page (managers) and the admin's order page correct a card buyer's
// e-mail; the server sends the confirmation and the receipt to the new address.

type Order = { id: string; campaign_id: string; order_reference: string; customer_email: string | null };

const correctBuyerEmail = (order: Order, body: BuyerEmailCorrection) =>
  api<BuyerEmailCorrectionResponse>(
    `/api/campaigns/${encodeURIComponent(order.campaign_id)}/orders/${encodeURIComponent(order.id)}/buyer-email`,
    { method: "POST", body },
  );

/** 'Corriger l'email', then a dialog with the new address; the lists that show it are read again once it is saved. */
export function BuyerEmailDialog({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(order.customer_email ?? "");
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const mutation = useMutation({
    mutationFn: (body: BuyerEmailCorrection) => correctBuyerEmail(order, body),
    onSuccess: async (outcome) => {
      setOpen(false);
      notifySuccess(outcome.changed ? "Adresse corrigée" : "Adresse inchangée", {
        description: outcome.changed
          ? `La confirmation et le reçu ont été renvoyés à ${outcome.customer_email}.`
          : "C'est déjà l'adresse de cette commande : rien n'a été envoyé.",
      });
      await queryClient.invalidateQueries();
    },
    onError: (failure) => (failure instanceof ApiError && failure.field === "email" ? setError(failure.message) : notifyError(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = buyerEmailCorrectionSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    mutation.mutate(parsed.data);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setEmail(order.customer_email ?? "");
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <MailCheck aria-hidden="true" />
          Corriger l'email
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Corriger l'email de la commande {order.order_reference}</DialogTitle>
          <DialogDescription>
            La confirmation de commande et le reçu de paiement partent à la nouvelle adresse. L'ancienne adresse ne reçoit rien.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate>
          <Field
            id={id}
            label="Nouvelle adresse email"
            error={error}
            hint={order.customer_email ? `Actuelle : ${order.customer_email}` : undefined}
          >
            <Input
              id={id}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...fieldControlProps(id, error)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Envoi..." : "Corriger et renvoyer"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
