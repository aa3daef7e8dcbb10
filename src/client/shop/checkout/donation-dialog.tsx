import { lazy } from "react";
import type { PublicCampaign } from "../../../shared/campaign";
import { LoadBoundary } from "../../components/load-boundary";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";

// Like the checkout form, the donation form (zod, react-hook-form) downloads when the dialog opens.
const DonationForm = lazy(async () => ({ default: (await import("./donation-form")).DonationForm }));

type DonationDialogProps = {
  campaign: PublicCampaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Faire un don' (docs/product.md#donation): an amount and who gives, then the same checkout. */
export function DonationDialog({ campaign, open, onOpenChange }: DonationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Faire un don</DialogTitle>
          <DialogDescription>
            Soutenez directement l'association {campaign.association_name}, sans acheter de tablette : 100 % de votre don lui est reversé.
          </DialogDescription>
        </DialogHeader>
        <LoadBoundary label="Chargement du formulaire...">
          <DonationForm campaign={campaign} onFailure={() => onOpenChange(false)} />
        </LoadBoundary>
      </DialogContent>
    </Dialog>
  );
}
