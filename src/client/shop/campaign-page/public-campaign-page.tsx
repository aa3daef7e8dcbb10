import { useParams } from "react-router";
import { LoadingState } from "../../components/ui/spinner";
import { campaignTitle } from "./campaign-display";
import { CampaignNotFound, CampaignPending } from "./campaign-states";
import { CampaignView } from "./campaign-view";
import { isNotFound, usePublicCampaign } from "./public-campaign-api";
import { useDocumentTitle } from "./use-document-title";

const NOT_FOUND_TITLE = "Page introuvable | Boutique Solidaire";

/** /c/:slug and /campaign/:slug (docs/product.md#campaign-page): only published campaigns are shown to the public. */
export function PublicCampaignPage() {
  const { slug = "" } = useParams();
  const trimmed = slug.trim();
  if (!trimmed) return <MissingSlug />;
  // Keyed by slug: moving from one shop to another starts from a clean state.
  return <CampaignBySlug key={trimmed} slug={trimmed} />;
}

function MissingSlug() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return <CampaignNotFound reason="Slug manquant" />;
}

function CampaignBySlug({ slug }: { slug: string }) {
  const query = usePublicCampaign(slug);
  const campaign = query.data;
  useDocumentTitle(query.isError ? NOT_FOUND_TITLE : campaign ? campaignTitle(campaign) : null);

  if (query.isPending || (query.isFetching && !query.data?.is_published)) return <LoadingState className="min-h-dvh" />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <CampaignNotFound reason="Campagne introuvable ou non publiée" />
    ) : (
      <CampaignNotFound reason="Erreur lors du chargement" onRetry={() => void query.refetch()} />
    );
  }
  // Only members and admins can read an unpublished campaign (docs/api.md); they get a word, not the shop.
  if (!query.data.is_published) return <CampaignPending slug={slug} />;
  return <CampaignView campaign={query.data} />;
}
