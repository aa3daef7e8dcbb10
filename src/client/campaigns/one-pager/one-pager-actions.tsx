import { useState } from "react";
import { Eye, EyeOff, Rocket, Save } from "lucide-react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import { publicationNote, type PublicationState } from "./publication-state";

type OnePagerActionsProps = {
  saving: boolean;
  unsaved: boolean;
  valid: boolean;
  /** docs/product.md#one-pager: valid form, slug known to be available, no save running. */
  canPublish: boolean;
  publication: PublicationState;
  /** Decision 037: changes kept aside that the public page doesn't show yet. */
  pendingChanges: boolean;
  /** A publish or unpublish call is running. */
  switching: boolean;
  onPreview: () => void;
  onPublish: () => void;
  onUnpublish: () => Promise<unknown>;
};

function statusLine({ saving, unsaved, valid }: Pick<OnePagerActionsProps, "saving" | "unsaved" | "valid">) {
  if (saving) return "Sauvegarde en cours...";
  if (!unsaved) return "Toutes vos modifications sont enregistrées";
  if (!valid) return "Modifications non enregistrées : corrigez les champs signalés";
  return "Modifications non enregistrées";
}

/** Sticky bar at the bottom of the one-pager: save state, then Sauvegarder, Aperçu, and Publier or Dépublier. */
export function OnePagerActions(props: OnePagerActionsProps) {
  const { saving, unsaved, canPublish, publication, pendingChanges, switching, onPreview, onPublish, onUnpublish } = props;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:bg-white/95 sm:px-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <p role="status" className={cn("text-sm", unsaved && !saving ? "text-amber-800" : "text-muted")}>
          {statusLine(props)}
          {pendingChanges ? " · Modifications pas encore publiées" : publicationNote[publication]}
        </p>
        <div className="grid grid-cols-3 gap-2 sm:flex sm:justify-end">
          <Button type="submit" variant="outline" disabled={saving} className="px-3 sm:px-5">
            <Save aria-hidden="true" />
            {saving ? "Sauvegarde en cours..." : "Sauvegarder"}
          </Button>
          <Button variant="secondary" onClick={onPreview} className="px-3 sm:px-5">
            <Eye aria-hidden="true" />
            Aperçu
          </Button>
          {publication === "published" ? (
            <UnpublishButton switching={switching} onUnpublish={onUnpublish} />
          ) : (
            // A page the team took down waits for the team (the server refuses it too).
            <Button onClick={onPublish} disabled={!canPublish || switching || publication === "taken_down"} className="px-3 sm:px-5">
              <Rocket aria-hidden="true" />
              Publier
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

/** Decision 037: 'Dépublier' closes the shop to buyers, so it asks first and says what it does. */
function UnpublishButton({ switching, onUnpublish }: { switching: boolean; onUnpublish: () => Promise<unknown> }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      trigger={
        <Button variant="outline" disabled={switching} className="px-3 sm:px-5">
          <EyeOff aria-hidden="true" />
          Dépublier
        </Button>
      }
      title="Fermer votre boutique ?"
      description={
        <>
          <p>Les acheteurs ne pourront plus commander : votre page leur dira que la boutique est fermée.</p>
          <p>Les commandes déjà passées ne changent pas, et vous pourrez republier la page à tout moment.</p>
        </>
      }
      confirm={{
        label: "Dépublier",
        pendingLabel: "Dépublication...",
        pending: switching,
        danger: true,
        onConfirm: async () => {
          await onUnpublish();
          setConfirming(false);
        },
      }}
    />
  );
}
