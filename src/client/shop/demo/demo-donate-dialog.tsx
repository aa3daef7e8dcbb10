import { HandHeart, Lock } from "lucide-react";
import { IconBadge } from "../../components/icon-badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";

/** 'Faire un don' in the demo: explains what the button does on a real shop (docs/product.md#demo). */
export function DemoDonateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <IconBadge icon={HandHeart} size="md" tone="bg-peach text-brand-deeper" className="mb-2" />
          <DialogTitle>Faire un don</DialogTitle>
          <DialogDescription className="text-base text-ink/90">
            Sur une vraie boutique, vos soutiens peuvent aussi donner sans acheter de chocolat : ils choisissent un montant proposé ou
            libre, et paient par le même paiement sécurisé par carte que les commandes.
          </DialogDescription>
        </DialogHeader>
        <p className="flex gap-2 rounded-2xl bg-cream p-3 text-sm text-ink ring-1 ring-line">
          <Lock className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          Le don s'ajoute au compteur de la collecte, et l'association le suit depuis son espace comme ses ventes.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>J'ai compris</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
