import { useState } from "react";
import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { Seller } from "../../shared/sellers-responses";
import { ConfirmDialog } from "../components/confirm-dialog";
import { Button } from "../components/ui/button";
import { useDeleteSeller } from "./sellers-api";
import { useSingleFlight } from "./use-single-flight";

/** 'Supprimer', after confirming: the link stops working; the orders made through it stay, counted 'Sans vendeur'. */
export function DeleteSellerDialog({ campaignId, seller }: { campaignId: string; seller: Seller }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteSeller(campaignId);
  const once = useSingleFlight();

  const confirm = () =>
    once(async () => {
      try {
        await remove.mutateAsync(seller.id);
      } catch {
        return; // the server's message is toasted by the query client
      }
      toast.success(`Vendeur supprimé : ${seller.first_name}`, { description: "Ses ventes restent comptées, sous « Sans vendeur »." });
      setOpen(false);
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="text-danger hover:bg-red-50 lg:h-9 lg:px-3" aria-label={`Supprimer ${seller.first_name}`}>
          <Trash2 aria-hidden="true" />
          Supprimer
        </Button>
      }
      title={`Supprimer ${seller.first_name} ?`}
      description="Son lien personnel et son QR code ne fonctionneront plus. Ses ventes restent comptées dans la campagne, sous « Sans vendeur »."
      confirm={{
        label: "Supprimer le vendeur",
        pendingLabel: "Suppression...",
        pending: remove.isPending,
        onConfirm: confirm,
        danger: true,
      }}
    />
  );
}
