import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { shipOrdersSchema } from "../../../shared/admin";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { DialogFormFooter } from "../../components/ui/dialog-form-footer";
import { Field, fieldMessageId } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { describeError } from "../../lib/error-message";
import { useShipOrders } from "../preparation/preparation-api";
import { CarrierInput } from "./carrier-input";

type ShipDialogProps = { orderId: string; reference: string; open: boolean; onOpenChange: (open: boolean) => void };

/** 'Marquer expédiée' on one home delivery: the carrier and tracking number go to the buyer in 'Votre commande est en route'. */
export function ShipDialog({ orderId, reference, open, onOpenChange }: ShipDialogProps) {
  const ship = useShipOrders();
  const [carrier, setCarrier] = useState("La Poste Colissimo");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { parcels: [{ sale_id: orderId, carrier, tracking_number: trackingNumber }] };
    const parsed = shipOrdersSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Saisie invalide");
      return;
    }
    setError(null);
    try {
      await ship.mutateAsync(parsed.data);
    } catch (failure) {
      setError(describeError(failure).description);
      return;
    }
    toast.success("Commande expédiée", { description: "Le client a reçu le numéro de suivi par e-mail." });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Marquer expédiée</DialogTitle>
          <DialogDescription>Commande {reference} : le client recevra le transporteur et le numéro de suivi par e-mail.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <CarrierInput id="ship-carrier" value={carrier} onChange={setCarrier} />
          <Field id="ship-tracking" label="Numéro de suivi" error={error ?? undefined}>
            <Input
              id="ship-tracking"
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={fieldMessageId("ship-tracking")}
              autoComplete="off"
              maxLength={60}
            />
          </Field>
          {/* The refusal is the tracking number's: it shows under that field, not as the footer's alert. */}
          <DialogFormFooter pending={ship.isPending} pendingLabel="Enregistrement..." submitLabel="Marquer expédiée" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
