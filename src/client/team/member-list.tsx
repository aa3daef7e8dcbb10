import type { TeamMember } from "../../shared/team-responses";
import { Badge } from "../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { ChangeRoleDialog } from "./change-role-dialog";
import { RemoveMemberDialog } from "./remove-member-dialog";
import { roleLabel } from "../session/roles";
import { formatParisDate } from "../../shared/paris-time";

type MemberListProps = {
  associationId: string;
  associationName: string;
  members: TeamMember[];
  /** The reader: marked 'vous', and never removed from here (leaving is below). */
  currentUserId: string;
  canManage: boolean;
};

/** The members, oldest first, as the server lists them; e-mails only for the roles that see them. */
export function MemberList({ associationId, associationName, members, currentUserId, canManage }: MemberListProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Membres ({members.length})</CardTitle>
        {canManage ? null : <CardDescription>Seuls les responsables invitent et gèrent l'équipe.</CardDescription>}
      </CardHeader>
      <CardContent>
        {members.length === 0 ? (
          <p className="text-sm text-muted">Aucun membre pour l'instant.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {members.map((member) => {
              const displayName = member.name ?? member.email ?? "Membre sans nom";
              const self = member.user_id === currentUserId;
              return (
                <li
                  key={member.user_id}
                  className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold wrap-anywhere text-chocolate">{displayName}</span>
                      {self ? <Badge variant="peach">vous</Badge> : null}
                      <Badge variant="soft">{roleLabel(member.role)}</Badge>
                    </p>
                    {member.name && member.email ? <p className="text-sm wrap-anywhere text-ink">{member.email}</p> : null}
                    <p className="text-sm text-muted">Membre depuis le {formatParisDate(member.since)}</p>
                  </div>
                  {canManage ? (
                    <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
                      <ChangeRoleDialog associationId={associationId} member={member} displayName={displayName} />
                      {self ? null : (
                        <RemoveMemberDialog
                          associationId={associationId}
                          associationName={associationName}
                          member={member}
                          displayName={displayName}
                        />
                      )}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
