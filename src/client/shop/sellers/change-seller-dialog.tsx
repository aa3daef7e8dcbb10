import { useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { LoadingState } from "../../components/ui/spinner";
import { useCartSeller } from "../checkout/use-cart";
import { chooseSeller } from "./choose-seller";
import { SellerSelect } from "./seller-select";
import { useSellerChoices } from "./use-seller-choices";

// Loaded on the banner's first 'Changer de vendeur' (campaign-view.tsx), with the dialog library under it.

type ChangeSellerDialogProps = {
  campaignId: string;
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The buyer chose no seller: the banner and its button are gone, the focus needs another place. */
  onRemoved: () => void;
};

/** 'Changer de vendeur' (docs/product.md#sellers): the campaign's sellers, or none. */
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
  const { state, reload } = useSellerChoices(slug);
  const [chosen, setChosen] = useState(seller?.id ?? "");

  if (state.status === "loading") return <LoadingState label="Chargement des vendeurs..." className="min-h-32" />;
  if (state.status === "failed") {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-ink">
        <p>La liste des vendeurs n'a pas pu être chargée.</p>
        <Button variant="outline" size="sm" onClick={reload}>
          Réessayer
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = state.sellers.find((candidate) => candidate.id === chosen) ?? null;
    chooseSeller(store, slug, choice);
    onDone(choice === null);
  };

  return (
    <form onSubmit={onSubmit} aria-label="Changer de vendeur" className="flex flex-col gap-4">
      <SellerSelect id="change-seller" sellers={state.sellers} value={chosen} onChange={(choice) => setChosen(choice?.id ?? "")} />
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
