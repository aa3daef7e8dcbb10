import { useState } from "react";
import { toast } from "sonner";
import { shipOrdersSchema } from "../../../shared/admin";
import { DialogFormFooter } from "../../components/ui/dialog-form-footer";
import { Field, fieldMessageId } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { AdminFormDialog } from "../admin-form-dialog";
import { useCheckedAction } from "../checked-action";
import { useShipOrders } from "../preparation/preparation-api";
import { CarrierInput } from "./carrier-input";

type ShipDialogProps = { orderId: string; reference: string; open: boolean; onOpenChange: (open: boolean) => void };

/** 'Marquer expédiée' on one home delivery: the carrier and tracking number go to the buyer in 'Votre commande est en route'. */
export function ShipDialog({ orderId, reference, open, onOpenChange }: ShipDialogProps) {
  const ship = useCheckedAction(useShipOrders());
  const [carrier, setCarrier] = useState("La Poste Colissimo");
  const [trackingNumber, setTrackingNumber] = useState("");

  const submit = () =>
    ship.send(
      shipOrdersSchema,
      { parcels: [{ sale_id: orderId, carrier, tracking_number: trackingNumber }] },
      {
        onDone: () => {
          toast.success("Commande expédiée", { description: "Le client a reçu le numéro de suivi par e-mail." });
          onOpenChange(false);
        },
      },
    );

  return (
    <AdminFormDialog
      title="Marquer expédiée"
      description={`Commande ${reference} : le client recevra le transporteur et le numéro de suivi par e-mail.`}
      open={open}
      onClose={() => onOpenChange(false)}
      onSubmit={submit}
    >
      <CarrierInput id="ship-carrier" value={carrier} onChange={setCarrier} />
      <Field id="ship-tracking" label="Numéro de suivi" error={ship.error ?? undefined}>
        <Input
          id="ship-tracking"
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          aria-invalid={Boolean(ship.error)}
          aria-describedby={fieldMessageId("ship-tracking")}
          autoComplete="off"
          maxLength={60}
        />
      </Field>
      {/* The refusal is the tracking number's: it shows under that field, not as the footer's alert. */}
      <DialogFormFooter pending={ship.pending} pendingLabel="Enregistrement..." submitLabel="Marquer expédiée" />
    </AdminFormDialog>
  );
}
