import { Link, useParams } from "react-router";
import { ArrowLeft, Eye } from "lucide-react";
import { pathTo } from "../../../shared/page-paths";
import { LoadingState } from "../../components/ui/spinner";
import { onePagerPath } from "../../campaigns/campaign-paths";
import { RetryOrLeave } from "./campaign-states";
import { CampaignView } from "./campaign-view";
import { isNotFound, usePreviewCampaign } from "./public-campaign-api";
import { useDocumentTitle } from "./use-document-title";

/**
 * /preview/c/:slug (docs/product.md#preview): a signed-in member sees the campaign page before publication. The
 * route guard sends anonymous visitors to /auth/login; the API lets members of the association and admins
 * read an unpublished campaign and answers 404 to anyone else.
 */
export function PreviewPage() {
  const { slug = "" } = useParams();
  const query = usePreviewCampaign(slug.trim());
  const campaign = query.data;
  useDocumentTitle(campaign ? `Aperçu - ${campaign.association_name}` : "Aperçu | Boutique Solidaire");

  let body;
  if (!slug.trim()) body = <PreviewError message="Slug manquant" />;
  else if (query.isPending) body = <LoadingState className="min-h-[70vh]" />;
  else if (query.isError) {
    body = isNotFound(query.error) ? (
      <PreviewError message="Campagne introuvable" />
    ) : (
      <PreviewError message="Erreur lors du chargement" onRetry={() => void query.refetch()} />
    );
  } else body = <CampaignView campaign={query.data} />;

  return (
    <>
      <aside aria-label="Aperçu" className="bg-chocolate text-cream">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-3 text-sm sm:flex-row sm:px-6">
          <p className="flex items-center gap-2 font-medium">
            <Eye className="size-4 shrink-0" aria-hidden="true" />
            Aperçu - Cette page n'est visible que par vous
          </p>
          <Link
            to={query.data ? onePagerPath(query.data.id) : pathTo("onePager")}
            className="inline-flex items-center gap-1.5 font-semibold text-peach underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Retour au formulaire
          </Link>
        </div>
      </aside>
      {body}
    </>
  );
}

function PreviewError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <main id="contenu" className="flex min-h-[70vh] flex-col items-center justify-center bg-cream px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">{message}</h1>
      <p className="mt-3 max-w-md text-muted">Vérifiez l'adresse de l'aperçu, ou revenez au formulaire pour enregistrer votre campagne.</p>
      <RetryOrLeave onRetry={onRetry} to={pathTo("onePager")} label="Retour au formulaire" />
    </main>
  );
}
