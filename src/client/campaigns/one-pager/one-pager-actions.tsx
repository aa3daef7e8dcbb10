import { Eye, Rocket, Save } from "lucide-react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";

type OnePagerActionsProps = {
  saving: boolean;
  unsaved: boolean;
  valid: boolean;
  /** SPEC.md §4: valid form, slug known to be available, no save running. */
  canPublish: boolean;
  published: boolean;
  onPreview: () => void;
  onPublish: () => void;
};

function statusLine({ saving, unsaved, valid }: Pick<OnePagerActionsProps, "saving" | "unsaved" | "valid">) {
  if (saving) return "Sauvegarde en cours...";
  if (!unsaved) return "Toutes vos modifications sont enregistrées";
  if (!valid) return "Modifications non enregistrées : corrigez les champs signalés";
  return "Modifications non enregistrées";
}

/** Sticky bar at the bottom of the one-pager: save state, then Sauvegarder, Aperçu, Publier. */
export function OnePagerActions({ saving, unsaved, valid, canPublish, published, onPreview, onPublish }: OnePagerActionsProps) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:bg-white/95 sm:px-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <p role="status" className={cn("text-sm", unsaved && !saving ? "text-amber-800" : "text-muted")}>
          {statusLine({ saving, unsaved, valid })}
          {published ? " · Page publiée" : ""}
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
          <Button onClick={onPublish} disabled={!canPublish} className="px-3 sm:px-5">
            <Rocket aria-hidden="true" />
            Publier
          </Button>
        </div>
      </div>
    </div>
  );
}
