import { useState } from "react";
import { toast } from "sonner";
import { formatEuroAmount } from "../../shared/format";
import { emptyPaperOrderLines, paperOrderCancelSchema, type PaperOrderRequest } from "../../shared/paper-orders";
import type { PaperOrder, PaperOrdersPage } from "../../shared/paper-orders-responses";
import { Button } from "../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../components/ui/dialog";
import { DialogFormFooter } from "../components/ui/dialog-form-footer";
import { Field, fieldControlProps } from "../components/ui/field";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../components/ui/sheet";
import { Textarea } from "../components/ui/textarea";
import { describeError } from "../lib/error-message";
import { showServerFieldError, toastFirstError, useZodForm } from "../lib/use-zod-form";
import { PaperOrderForm } from "./paper-order-form";
import { useCancelPaperOrder, useCorrectPaperOrder } from "./paper-orders-api";

/** The form's values for an order as it was recorded: its bars by product, its donation, how it was paid. */
function valuesOf(order: PaperOrder, withEmail: boolean) {
  const quantity = (id: string) => order.items.find((line) => line.product_id === id)?.quantity ?? 0;
  return {
    buyer_name: order.customer_name ?? "",
    buyer_email: withEmail ? (order.customer_email ?? "") : "",
    seller_id: order.seller_id ?? "",
    lines: emptyPaperOrderLines().map((line) => ({ ...line, quantity: quantity(line.id) })),
    donation_eur: order.donation_eur > 0 ? order.donation_eur : null,
    payment_method: order.payment_method,
    cheque_number: order.cheque_number ?? "",
    // Not sent with a correction: the form's schema asks for one.
    idempotency_key: "correction",
  };
}

/** 'Corriger': the order's form in a side panel (the whole screen on a phone), re-priced by the server on saving. */
export function CorrectPaperOrderSheet({
  campaignId,
  order,
  seesContacts,
  barPriceEur,
  sellers,
  onClose,
}: {
  campaignId: string;
  order: PaperOrder | null;
  seesContacts: boolean;
  barPriceEur: number | null;
  sellers: PaperOrdersPage["sellers"];
  onClose: () => void;
}) {
  const correct = useCorrectPaperOrder(campaignId);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async (values: PaperOrderRequest) => {
    if (!order) return "keep" as const;
    setError(null);
    const { buyer_name, buyer_email, seller_id, lines, donation_eur, payment_method, cheque_number } = values;
    try {
      // Without the e-mail field, the e-mail is left as it is (the server ignores it for a volunteer anyway).
      const correction = {
        buyer_name,
        lines,
        donation_eur,
        payment_method,
        cheque_number,
        ...(seesContacts ? { buyer_email: buyer_email ?? "" } : {}),
        // Without sellers the field isn't shown: the order keeps the one it has (none, or one deleted since).
        ...(sellers.length > 0 ? { seller_id } : {}),
      };
      const { order: saved, changed } = await correct.mutateAsync({ saleId: order.id, correction });
      toast.success(changed ? `Commande ${saved.order_reference} corrigée` : "Aucun changement", {
        description: changed ? `Nouveau montant : ${formatEuroAmount(saved.amount_total)}` : undefined,
      });
      close();
      return "keep" as const;
    } catch (failure) {
      setError(describeError(failure).description);
      throw failure;
    }
  };

  return (
    <Sheet open={order !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Corriger la commande {order?.order_reference}</SheetTitle>
          <SheetDescription>
            Le montant est recalculé avec les prix de la campagne. La correction est gardée dans l'historique.
          </SheetDescription>
        </SheetHeader>
        {order ? (
          <div className="flex flex-col gap-4 p-6">
            {error ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {error}
              </p>
            ) : null}
            <PaperOrderForm
              key={order.id}
              idPrefix="correction"
              campaignBarPriceEur={barPriceEur}
              initial={valuesOf(order, seesContacts)}
              showEmail={seesContacts}
              showNote={false}
              sellers={sellers}
              submitLabel="Enregistrer la correction"
              pendingLabel="Enregistrement..."
              onSubmit={submit}
              secondaryAction={
                <SheetClose asChild>
                  <Button variant="ghost" size="lg">
                    Annuler
                  </Button>
                </SheetClose>
              }
            />
          </div>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

/** 'Annuler la commande': one way, with a reason kept in the order's history. */
export function CancelPaperOrderDialog({
  campaignId,
  order,
  onClose,
}: {
  campaignId: string;
  order: PaperOrder | null;
  onClose: () => void;
}) {
  const cancel = useCancelPaperOrder(campaignId);
  const form = useZodForm(paperOrderCancelSchema, { defaultValues: { reason: "" } });
  const { errors } = form.formState;
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!order) return;
    setError(null);
    try {
      await cancel.mutateAsync({ saleId: order.id, reason });
    } catch (failure) {
      showServerFieldError(form, failure);
      setError(describeError(failure).description);
      return;
    }
    toast.success(`Commande ${order.order_reference} annulée`, { description: "Elle ne compte plus dans vos ventes." });
    close();
  }, toastFirstError);

  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Annuler la commande {order?.order_reference}</DialogTitle>
          <DialogDescription>
            La commande de {order?.customer_name ?? "cet acheteur"} ({formatEuroAmount(order?.amount_total)}) ne comptera plus dans vos
            ventes. Cette annulation est définitive.
            {order?.paid_out ? " Elle compte déjà dans un versement à l'association : le prochain versement en tiendra compte." : ""}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Field id="cancel-reason" label="Raison de l'annulation" error={errors.reason?.message}>
            <Textarea
              id="cancel-reason"
              className="min-h-20"
              {...fieldControlProps("cancel-reason", errors.reason)}
              {...form.register("reason")}
            />
          </Field>
          <DialogFormFooter
            error={error}
            closeLabel="Retour"
            submitLabel="Annuler la commande"
            pendingLabel="Annulation..."
            pending={form.formState.isSubmitting}
            variant="danger"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
