import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ROLE_LABELS, type AssociationRole } from "../../shared/team-rules";
import type { TeamMember } from "../../shared/team-responses";
import { Button } from "../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../components/ui/dialog";
import { RoleChooser } from "./role-chooser";
import { roleLabel } from "../session/roles";
import { useChangeRole } from "./team-api";

type ChangeRoleDialogProps = { associationId: string; member: TeamMember; displayName: string };

/** A manager gives a member another role; the server keeps at least one manager (docs/product.md#memberships). */
export function ChangeRoleDialog({ associationId, member, displayName }: ChangeRoleDialogProps) {
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<AssociationRole>(member.role);
  const changeRole = useChangeRole(associationId);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) setRole(member.role);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await changeRole.mutateAsync({ userId: member.user_id, role });
    } catch {
      return; // 'Il doit rester au moins un responsable...' and the like: toasted by the query client
    }
    toast.success("Rôle modifié", { description: `${displayName} est maintenant ${ROLE_LABELS[role]}.` });
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Changer le rôle de ${displayName}`}>
          Changer le rôle
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Changer le rôle</DialogTitle>
          <DialogDescription>
            {displayName} est actuellement {roleLabel(member.role)}.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col">
          <RoleChooser
            legend="Nouveau rôle"
            name={`role-${member.user_id}`}
            radioProps={(option) => ({ checked: role === option, onChange: () => setRole(option) })}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Annuler</Button>
            </DialogClose>
            <Button type="submit" disabled={changeRole.isPending || role === member.role}>
              {changeRole.isPending ? "Enregistrement..." : "Enregistrer"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
