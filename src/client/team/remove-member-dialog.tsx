import { useState } from "react";
import { UserMinus } from "lucide-react";
import { toast } from "sonner";
import type { TeamMember } from "../../shared/team-responses";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../components/ui/alert-dialog";
import { Button } from "../components/ui/button";
import { useRemoveMember } from "./team-api";

type RemoveMemberDialogProps = { associationId: string; associationName: string; member: TeamMember; displayName: string };

/** A manager removes a member, after confirming (docs/product.md#memberships). */
export function RemoveMemberDialog({ associationId, associationName, member, displayName }: RemoveMemberDialogProps) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember(associationId);

  async function onConfirm() {
    try {
      await remove.mutateAsync(member.user_id);
    } catch {
      return; // the server's message is toasted by the query client
    }
    toast.success("Membre retiré", { description: `${displayName} ne fait plus partie de l'association.` });
    setOpen(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-danger hover:bg-red-50" aria-label={`Retirer ${displayName} de l'association`}>
          <UserMinus aria-hidden="true" />
          Retirer
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Retirer {displayName} ?</AlertDialogTitle>
        <AlertDialogDescription className="mt-2">
          {displayName} n'aura plus accès à l'espace de {associationName}. Pour revenir, il lui faudra une nouvelle invitation.
        </AlertDialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant="danger" onClick={() => void onConfirm()} disabled={remove.isPending}>
            {remove.isPending ? "Retrait..." : "Retirer de l'association"}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
