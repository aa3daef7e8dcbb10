import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { Container } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { usePublicCampaign } from "./public-campaign-api";

/** /c/:slug and /campaign/:slug: a published campaign's page (completed by the campaign issue). */
export function PublicCampaignPage() {
  const { slug = "" } = useParams();
  const campaign = usePublicCampaign(slug);

  useEffect(() => {
    if (campaign.data) document.title = `${campaign.data.association_name} | Campagne`;
  }, [campaign.data]);

  if (campaign.isPending) return <LoadingState />;

  if (!campaign.data || !campaign.data.is_published) {
    return (
      <Container className="flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="text-3xl font-semibold">Page introuvable</h1>
        <p className="text-muted">Cette campagne n'existe pas ou n'est pas publiée</p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/">Retour à l'accueil</Link>
        </Button>
      </Container>
    );
  }

  const data = campaign.data;
  return (
    <>
      <section className="py-16 text-center text-white" style={{ backgroundColor: data.branding_primary_color ?? "#9a5561" }}>
        <div className="mx-auto max-w-3xl rounded-(--radius-card) bg-black/35 px-4 py-8 sm:px-8">
          <h1 className="text-4xl font-semibold text-white sm:text-5xl">Soutenez l'association {data.association_name}</h1>
          <p className="mt-4 text-lg text-white/90">{data.campaign_message}</p>
        </div>
      </section>
      {data.association_description ? (
        <Container className="max-w-3xl py-12">
          <Card className="p-6 sm:p-8">
            <h2 className="text-2xl font-semibold">Notre Mission</h2>
            <p className="mt-3 text-ink/90">{data.association_description}</p>
          </Card>
        </Container>
      ) : null}
    </>
  );
}
