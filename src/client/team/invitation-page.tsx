import { Link, useLocation, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { CircleX, MailOpen } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import { errorCatalogue } from "../../shared/errors";
import type { AcceptedInvitation, InvitationStatus, InvitationSummary } from "../../shared/team-responses";
import { useAssociation } from "../session/association-context";
import { AuthCard } from "../components/auth-card";
import { LoadFailedAlert } from "../components/load-failed";
import { useAuth } from "../session/auth-context";
import { withReturnPath } from "../auth/return-path";
import { Button } from "../components/ui/button";
import { LoadingState, Spinner } from "../components/ui/spinner";
import { ApiError } from "../lib/api";
import { useAcceptInvitation, useInvitation } from "./invitation-api";
import { roleDescription, roleLabel } from "../session/roles";
import { formatParisDate } from "../../shared/paris-time";

// What a link that no longer works says (docs/product.md#memberships): the same words as the server's refusals.
const closedInvitations: Record<Exclude<InvitationStatus, "pending"> | "unknown", { title: string; message: string }> = {
  expired: { title: "Invitation expirée", message: errorCatalogue.INVITATION_EXPIRED.message },
  used: { title: "Invitation déjà utilisée", message: errorCatalogue.INVITATION_USED.message },
  revoked: { title: "Invitation annulée", message: errorCatalogue.INVITATION_REVOKED.message },
  unknown: { title: "Invitation introuvable", message: errorCatalogue.INVITATION_NOT_FOUND.message },
};

/**
 * /invitation/:token, the link of the invitation mail: explains the invitation to anyone, then lets the invited
 * person join once signed in, or sign in (or up) and come back here.
 */
export function InvitationPage() {
  const { token = "" } = useParams();
  const invitation = useInvitation(token);

  if (invitation.isPending) return <LoadingState label="Chargement de l'invitation..." />;
  if (invitation.isError) {
    if (invitation.error instanceof ApiError && invitation.error.status === 404) return <ClosedInvitation kind="unknown" />;
    return (
      <AuthCard title="Invitation">
        <div className="flex flex-col items-center gap-4 text-center">
          <LoadFailedAlert message="Impossible de charger l'invitation. Vérifiez votre connexion, puis réessayez." read={invitation} />
        </div>
      </AuthCard>
    );
  }
  if (invitation.data.status !== "pending") return <ClosedInvitation kind={invitation.data.status} />;
  return <PendingInvitation token={token} invitation={invitation.data} />;
}

function ClosedInvitation({ kind }: { kind: keyof typeof closedInvitations }) {
  const { user } = useAuth();
  const { title, message } = closedInvitations[kind];
  return (
    <AuthCard title={title}>
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleX className="size-12 text-danger" aria-hidden="true" />
        <p role="alert" className="font-medium text-ink">
          {message}
        </p>
        <Button asChild size="lg" variant="outline" className="w-full">
          {user ? <Link to={pathTo("account")}>Aller à mon compte</Link> : <Link to={pathTo("home")}>Retour à l'accueil</Link>}
        </Button>
      </div>
    </AuthCard>
  );
}

function PendingInvitation({ token, invitation }: { token: string; invitation: InvitationSummary }) {
  const { user, loading } = useAuth();
  const { refreshAssociations, switchAssociation } = useAssociation();
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const here = useLocation().pathname;
  const role = roleLabel(invitation.role);

  async function onAccept() {
    let joined: AcceptedInvitation;
    try {
      joined = await accept.mutateAsync();
    } catch {
      return; // 'Cette invitation a été envoyée à une autre adresse e-mail.' and the like: toasted by the query client
    }
    await refreshAssociations();
    switchAssociation(joined.association_id);
    toast.success(`Bienvenue dans ${joined.association_name} !`, { description: `Votre rôle : ${roleLabel(joined.role)}.` });
    void navigate(pathTo("account"));
  }

  return (
    <AuthCard
      title={`Rejoindre ${invitation.association_name}`}
      description={
        invitation.inviter_name
          ? `${invitation.inviter_name} (${invitation.association_name}) vous invite à rejoindre son équipe sur Boutique Solidaire, avec le rôle ${role}.`
          : `Une invitation vous attend pour rejoindre ${invitation.association_name} sur Boutique Solidaire, avec le rôle ${role}.`
      }
    >
      <div className="flex flex-col gap-5">
        <div className="flex gap-3 rounded-2xl bg-peach-light p-4">
          <MailOpen className="mt-0.5 size-5 shrink-0 text-brand-dark" aria-hidden="true" />
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-semibold text-chocolate">Rôle proposé : {role}</p>
            <p className="text-ink">{roleDescription(invitation.role)}</p>
          </div>
        </div>
        <p className="text-sm text-muted">Cette invitation expire le {formatParisDate(invitation.expires_at)} et ne sert qu'une fois.</p>
        {/* Nothing until the session is known, so a signed-in visitor never sees 'Se connecter' flash. */}
        {loading ? (
          <LoadingState className="min-h-24" />
        ) : user ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-ink">
              Compte connecté : <span className="font-semibold break-words">{user.email}</span>. L'invitation doit avoir été envoyée à cette
              adresse.
            </p>
            <Button size="lg" onClick={() => void onAccept()} disabled={accept.isPending}>
              {accept.isPending ? <Spinner className="text-white" /> : null}
              Rejoindre l'association
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-ink">Connectez-vous, ou créez votre compte, avec l'adresse e-mail qui a reçu l'invitation.</p>
            <Button asChild size="lg">
              <Link to={withReturnPath(pathTo("login"), here)}>Se connecter</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={withReturnPath(pathTo("register"), here)}>Créer un compte</Link>
            </Button>
          </div>
        )}
      </div>
    </AuthCard>
  );
}
