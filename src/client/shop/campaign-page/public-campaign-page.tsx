import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { pathTo } from "../../../shared/page-paths";
import { LoadingState } from "../../components/ui/spinner";
import { campaignTitle } from "./campaign-display";
import { CampaignClosed, CampaignNotFound, CampaignPending } from "./campaign-states";
import { CampaignView } from "./campaign-view";
import { isClosed, isNotFound, usePublicCampaign } from "./public-campaign-api";
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

/**
 * Decision 036: an address the campaign had before is answered with its current one (the server redirects the read);
 * the address bar then shows the current address, a seller's code and the query kept.
 */
function useCurrentAddress(slug: string, currentSlug: string | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const { code } = useParams();
  useEffect(() => {
    if (!currentSlug || currentSlug === slug) return;
    const path = code ? pathTo("sellerCampaign", { slug: currentSlug, code }) : pathTo("campaign", { slug: currentSlug });
    void navigate(`${path}${location.search}${location.hash}`, { replace: true });
  }, [code, currentSlug, location.hash, location.search, navigate, slug]);
}

function CampaignBySlug({ slug }: { slug: string }) {
  const query = usePublicCampaign(slug);
  const campaign = query.data;
  useDocumentTitle(query.isError ? NOT_FOUND_TITLE : campaign ? campaignTitle(campaign) : null);
  useCurrentAddress(slug, campaign?.public_slug);

  if (query.isPending || (query.isFetching && !query.data?.is_published)) return <LoadingState className="min-h-dvh" />;
  if (query.isError) {
    if (isClosed(query.error)) return <CampaignClosed />;
    return isNotFound(query.error) ? (
      <CampaignNotFound reason="Campagne introuvable ou non publiée" />
    ) : (
      <CampaignNotFound reason="Erreur lors du chargement" onRetry={() => void query.refetch()} />
    );
  }
  // Only members and admins can read an unpublished campaign (docs/api.md); they get a word, not the shop: closed by
  // the association once the team validated it (decision 037), else waiting for the team's call.
  if (!query.data.is_published) {
    const closed = query.data.validated_at !== null && query.data.taken_down_at === null;
    return closed ? <CampaignClosed previewSlug={query.data.public_slug} /> : <CampaignPending slug={query.data.public_slug} />;
  }
  return <CampaignView campaign={query.data} />;
}
