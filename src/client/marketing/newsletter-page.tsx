import { Link, useSearchParams } from "react-router";
import { CircleAlert, CircleCheck, Mail, MailX } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import { IconBadge } from "../components/icon-badge";
import { NewsletterForm } from "./newsletter-form";
import { Container } from "../components/page";
import { Button } from "../components/ui/button";
import { newsletterStateFrom, newsletterTitles, type NewsletterState } from "./newsletter-state";
import { usePageTitle } from "../lib/use-page-title";

const details: Record<Exclude<NewsletterState, null>, { icon: typeof Mail; text: string; tone: string }> = {
  confirmee: {
    icon: CircleCheck,
    text: "Merci ! Vous recevrez notre prochaine lettre : idées de collecte, nouvelles de l'atelier et tablettes de saison. Chaque lettre contient un lien pour vous désinscrire.",
    tone: "bg-emerald-100 text-success",
  },
  desinscrite: {
    icon: MailX,
    text: "Nous ne vous écrirons plus. Vous pouvez vous réinscrire à tout moment depuis le bas de chaque page.",
    tone: "bg-peach text-brand-deeper",
  },
  "lien-invalide": {
    icon: CircleAlert,
    text: "Les liens de nos e-mails ne servent qu'une fois. Si vous vouliez vous inscrire, saisissez à nouveau votre adresse : nous vous enverrons un nouveau lien.",
    tone: "bg-amber-100 text-amber-800",
  },
};

/** /newsletter: where the double opt-in links land (?etat=confirmee|desinscrite|lien-invalide). */
export function NewsletterPage() {
  usePageTitle("Newsletter");
  const [params] = useSearchParams();
  const state = newsletterStateFrom(params);
  const detail = state ? details[state] : null;

  return (
    <Container className="flex min-h-[60vh] max-w-xl flex-col items-center justify-center py-16 text-center">
      <IconBadge icon={detail?.icon ?? Mail} size="xl" tone={detail?.tone ?? "bg-peach text-brand-deeper"} />
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">{state ? newsletterTitles[state] : "La lettre de Boutique Solidaire"}</h1>
      <p className="mt-4 text-lg text-muted">
        {detail?.text ??
          "Une lettre par mois, pas plus : des idées pour réussir votre collecte, les nouvelles de notre atelier près de Vannes et nos tablettes de saison."}
      </p>
      {state !== "confirmee" ? (
        <div className="mt-8 w-full max-w-sm rounded-(--radius-card) bg-chocolate p-5 text-left">
          <NewsletterForm />
        </div>
      ) : null}
      <Button asChild variant="outline" className="mt-8">
        <Link to={pathTo("home")}>Retour à l'accueil</Link>
      </Button>
    </Container>
  );
}
