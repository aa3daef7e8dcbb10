import { toast } from "sonner";
import type { PendingInvitation } from "../../shared/team-responses";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../components/ui/card";
import { roleLabel } from "../session/roles";
import { useRevokeInvitation } from "./team-api";
import { formatParisDate } from "../../shared/paris-time";

type InvitationListProps = { associationId: string; invitations: PendingInvitation[]; canManage: boolean };

/** Invitations sent and not yet accepted; a manager may revoke one (its link then reads as revoked). */
export function InvitationList({ associationId, invitations, canManage }: InvitationListProps) {
  const revoke = useRevokeInvitation(associationId);

  async function onRevoke(invitation: PendingInvitation) {
    try {
      await revoke.mutateAsync(invitation.id);
    } catch {
      return; // the server's message is toasted by the query client
    }
    toast.success("Invitation annulée", { description: `Le lien envoyé à ${invitation.email} ne fonctionne plus.` });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Invitations en attente ({invitations.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted">Aucune invitation en attente.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold wrap-anywhere text-chocolate">{invitation.email}</span>
                    <Badge variant="soft">{roleLabel(invitation.role)}</Badge>
                  </p>
                  <p className="text-sm text-muted">
                    Envoyée le {formatParisDate(invitation.created_at)}, expire le {formatParisDate(invitation.expires_at)}
                  </p>
                </div>
                {canManage ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start sm:self-auto"
                    disabled={revoke.isPending && revoke.variables === invitation.id}
                    aria-label={`Annuler l'invitation de ${invitation.email}`}
                    onClick={() => void onRevoke(invitation)}
                  >
                    Annuler l'invitation
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
