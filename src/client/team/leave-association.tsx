import { useState } from "react";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "../components/confirm-dialog";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { useLeaveAssociation } from "./team-api";

type LeaveAssociationProps = {
  associationId: string;
  associationName: string;
  userId: string;
  /** Known once the team is read: the pages go offline when the last member leaves. */
  lastMember: boolean;
};

/**
 * Any member may leave (docs/product.md#memberships). The server keeps the last manager while others remain and
 * says so; after leaving, the current association falls back to another membership.
 */
export function LeaveAssociation({ associationId, associationName, userId, lastMember }: LeaveAssociationProps) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveAssociation(associationId, userId);

  async function onConfirm() {
    try {
      await leave.mutateAsync();
    } catch {
      return; // 'Il doit rester au moins un responsable : nommez-en un autre d'abord.' and the like, toasted
    }
    setOpen(false);
    toast.success("Vous avez quitté l'association", { description: associationName });
  }

  return (
    <Card className="border-danger/40">
      <CardHeader>
        <CardTitle as="h3" className="text-danger">
          Quitter l'association
        </CardTitle>
        <CardDescription>Vous n'aurez plus accès à l'espace de {associationName}.</CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="outline" className="border-danger/50 text-danger hover:border-danger hover:text-danger">
              <LogOut aria-hidden="true" />
              Quitter l'association
            </Button>
          }
          title={`Quitter ${associationName} ?`}
          description={
            <>
              <p>
                Vous n'aurez plus accès à sa boutique, à ses ventes ni à son équipe. Pour revenir, il vous faudra une nouvelle invitation.
              </p>
              {lastMember ? (
                <p className="font-medium text-danger">Vous êtes son dernier membre : ses pages publiées seront mises hors ligne.</p>
              ) : null}
            </>
          }
          confirm={{ label: "Quitter l'association", pendingLabel: "Départ...", pending: leave.isPending, onConfirm, danger: true }}
        />
      </CardContent>
    </Card>
  );
}
