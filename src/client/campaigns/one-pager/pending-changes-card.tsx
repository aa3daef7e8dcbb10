import { useState } from "react";
import { Rocket, Undo2 } from "lucide-react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";

type PendingChangesCardProps = {
  /** A publish or discard call is running. */
  switching: boolean;
  /** 'Publier les modifications' may be used: the form is valid and its address available. */
  canPublish: boolean;
  onPublishChanges: () => void;
  onDiscardChanges: () => Promise<unknown>;
};

/**
 * Decision 037: on a page the public has seen, what the member changes is kept as a draft (the autosave still
 * saves it) until 'Publier les modifications'. Said in plain words, above the form's actions.
 */
export function PendingChangesCard({ switching, canPublish, onPublishChanges, onDiscardChanges }: PendingChangesCardProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-labelledby="modifications-en-attente"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="modifications-en-attente" className="text-base font-semibold text-ink">
        Modifications pas encore visibles
      </h2>
      <p className="text-sm text-ink/90">
        Vos changements sont enregistrés en brouillon, mais votre page publique ne les montre pas encore. Publiez-les quand ils sont prêts :
        les acheteurs les verront alors.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onPublishChanges} disabled={!canPublish || switching}>
          <Rocket aria-hidden="true" />
          Publier les modifications
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="outline" disabled={switching}>
              <Undo2 aria-hidden="true" />
              Annuler les modifications
            </Button>
          }
          title="Annuler vos modifications ?"
          description={<p>Le formulaire reprend la page telle qu'elle est publiée ; vos changements non publiés seront perdus.</p>}
          confirm={{
            label: "Annuler les modifications",
            pendingLabel: "Annulation...",
            pending: switching,
            danger: true,
            onConfirm: async () => {
              await onDiscardChanges();
              setConfirming(false);
            },
          }}
        />
      </div>
    </section>
  );
}
