import { Users } from "lucide-react";
import type { MembershipView } from "../../shared/account";
import { useAssociation } from "../session/association-context";
import { LoadFailedAlert } from "../components/load-failed";
import { NoAssociation } from "../components/no-association";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { InvitationList } from "./invitation-list";
import { InviteForm } from "./invite-form";
import { LeaveAssociation } from "./leave-association";
import { MemberList } from "./member-list";
import { memberCan } from "../session/roles";
import { useTeam } from "./team-api";

/** 'Équipe' in Mon compte: the current association's members and invitations (docs/product.md#memberships). */
export function TeamTab() {
  const { currentMembership, loading } = useAssociation();

  return (
    <section aria-labelledby="team-title" className="flex flex-col gap-5">
      <div>
        <h2 id="team-title" className="text-2xl font-semibold">
          Équipe
        </h2>
        {currentMembership ? <p className="mt-1 text-muted">Les membres de {currentMembership.association.name} et leur rôle.</p> : null}
      </div>
      {loading ? (
        <LoadingState className="min-h-48" />
      ) : currentMembership ? (
        // A switch of association starts afresh: no dialog stays open on the previous team.
        <AssociationTeam key={currentMembership.association_id} membership={currentMembership} />
      ) : (
        <NoAssociation title="Aucune association n'est rattachée à votre compte." />
      )}
    </section>
  );
}

function AssociationTeam({ membership }: { membership: MembershipView }) {
  const associationId = membership.association_id;
  const associationName = membership.association.name;
  const team = useTeam(associationId);
  const canManage = memberCan(membership.role, "manageTeam");

  return (
    <>
      {team.isPending ? (
        <LoadingState className="min-h-48" label="Chargement de l'équipe..." />
      ) : team.isError ? (
        <Card className="flex flex-col items-center gap-4 p-8 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-red-50 text-danger">
            <Users className="size-7" aria-hidden="true" />
          </span>
          <LoadFailedAlert message="Impossible de charger l'équipe. Vérifiez votre connexion, puis réessayez." read={team} />
        </Card>
      ) : (
        <>
          <MemberList
            associationId={associationId}
            associationName={associationName}
            members={team.data.members}
            currentUserId={membership.user_id}
            canManage={canManage}
          />
          {/* Readers whose role doesn't see the team's addresses get no invitations at all, not an empty list. */}
          {canManage || team.data.invitations.length > 0 ? (
            <InvitationList associationId={associationId} invitations={team.data.invitations} canManage={canManage} />
          ) : null}
          {canManage ? <InviteForm associationId={associationId} /> : null}
        </>
      )}
      <LeaveAssociation
        associationId={associationId}
        associationName={associationName}
        userId={membership.user_id}
        lastMember={team.data?.members.length === 1}
      />
    </>
  );
}
