import { useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { useCartSeller } from "../checkout/use-cart";
import { chooseSeller } from "./choose-seller";
import type { SellerChoice } from "./seller-choices-api";
import { SellerSearchField } from "./seller-search";

// Loaded on the banner's first 'Changer de vendeur' (campaign-view.tsx), with the dialog library under it.

type ChangeSellerDialogProps = {
  campaignId: string;
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The buyer chose no seller: the banner and its button are gone, the focus needs another place. */
  onRemoved: () => void;
};

/** 'Changer de vendeur' (docs/product.md#sellers): another seller found by their first name, or none. */
export function ChangeSellerDialog({ campaignId, slug, open, onOpenChange, onRemoved }: ChangeSellerDialogProps) {
  const removed = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          removed.current = false;
        }}
        onCloseAutoFocus={(event) => {
          if (!removed.current) return;
          event.preventDefault();
          onRemoved();
        }}
      >
        <DialogHeader>
          <DialogTitle>Changer de vendeur</DialogTitle>
          <DialogDescription>Votre commande comptera pour le vendeur choisi, ou pour aucun en particulier.</DialogDescription>
        </DialogHeader>
        <ChangeSellerForm
          campaignId={campaignId}
          slug={slug}
          onDone={(none) => {
            removed.current = none;
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ChangeSellerForm({ campaignId, slug, onDone }: { campaignId: string; slug: string; onDone: (none: boolean) => void }) {
  const { seller, store } = useCartSeller(campaignId);
  const [chosen, setChosen] = useState<SellerChoice | null>(seller);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    chooseSeller(store, slug, chosen);
    onDone(chosen === null);
  };

  return (
    <form onSubmit={onSubmit} aria-label="Changer de vendeur" className="flex flex-col gap-4">
      <SellerSearchField id="change-seller" slug={slug} value={chosen} onChange={setChosen} />
      <DialogFooter className="mt-2">
        <DialogClose asChild>
          <Button variant="ghost">Annuler</Button>
        </DialogClose>
        <Button type="submit" variant="campaign">
          Valider
        </Button>
      </DialogFooter>
    </form>
  );
}
