import { useState } from "react";
import { UserMinus } from "lucide-react";
import { toast } from "sonner";
import type { TeamMember } from "../../shared/team-responses";
import { ConfirmDialog } from "../components/confirm-dialog";
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" className="text-danger hover:bg-red-50" aria-label={`Retirer ${displayName} de l'association`}>
          <UserMinus aria-hidden="true" />
          Retirer
        </Button>
      }
      title={`Retirer ${displayName} ?`}
      description={`${displayName} n'aura plus accès à l'espace de ${associationName}. Pour revenir, il lui faudra une nouvelle invitation.`}
      confirm={{ label: "Retirer de l'association", pendingLabel: "Retrait...", pending: remove.isPending, onConfirm, danger: true }}
    />
  );
}
