import { Link, useParams } from "react-router";
import { ArrowLeft, Eye } from "lucide-react";
import { Container } from "../components/page";

/** /preview/c/:slug: a signed-in member previews a campaign (completed by the campaign issue). */
export function PreviewPage() {
  const { slug } = useParams();
  return (
    <>
      <div role="note" className="bg-chocolate px-4 py-3 text-center text-sm font-medium text-cream">
        <Eye className="mr-2 inline size-4" aria-hidden="true" />
        Aperçu - Cette page n'est visible que par vous
      </div>
      <Container className="py-10">
        <Link to="/onboarding/form" className="inline-flex items-center gap-2 text-sm font-medium text-brand-dark hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> Retour au formulaire
        </Link>
        <h1 className="mt-6 text-3xl font-semibold">{slug ? `Aperçu de « ${slug} »` : "Slug manquant"}</h1>
        <p className="mt-2 text-muted">L'aperçu de votre page de campagne s'affichera ici.</p>
      </Container>
    </>
  );
}
