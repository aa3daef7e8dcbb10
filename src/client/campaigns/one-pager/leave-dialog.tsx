import type { Blocker } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";

type LeaveDialogProps = { blocker: Blocker; canSave: boolean; onSaveAndLeave: () => void };

/** Asked when the user leaves the one-pager with changes that are not saved yet. */
export function LeaveDialog({ blocker, canSave, onSaveAndLeave }: LeaveDialogProps) {
  const open = blocker.state === "blocked";
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && blocker.state === "blocked" && blocker.reset()}>
      <AlertDialogContent className="max-w-xl">
        <AlertDialogTitle>Modifications non sauvegardées</AlertDialogTitle>
        <AlertDialogDescription className="mt-2">
          {canSave
            ? "Vos dernières modifications ne sont pas encore enregistrées."
            : "Certains champs contiennent des erreurs : vos dernières modifications ne peuvent pas être enregistrées."}
        </AlertDialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <AlertDialogCancel>Rester sur la page</AlertDialogCancel>
          <Button variant="outline" onClick={() => blocker.state === "blocked" && blocker.proceed()}>
            Quitter sans sauvegarder
          </Button>
          {canSave ? <Button onClick={onSaveAndLeave}>Sauvegarder et quitter</Button> : null}
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
