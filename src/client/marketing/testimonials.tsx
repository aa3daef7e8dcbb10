import { Quote } from "lucide-react";
import { cn } from "../lib/utils";
import { MarketingSection } from "./marketing-section";

// docs/product.md#marketing-pages: two hard-coded testimonials, an association and a sports club.
const testimonials = [
  {
    quote:
      "En trois semaines, les familles ont commandé plus de 400 tablettes : la classe de mer de nos CM2 est financée. Et tout le monde nous a redemandé le chocolat noir !",
    author: "Claire Le Goff",
    role: "Présidente de l'association des parents d'élèves, école Les Tilleuls (Auray)",
    initials: "CL",
  },
  {
    quote:
      "Aucun stock à gérer, aucun argent à manipuler : nos licenciés ont partagé le lien et le club a payé ses nouveaux maillots et le minibus du tournoi.",
    author: "Thomas Guillo",
    role: "Trésorier de l'Union sportive de Séné, section football",
    initials: "TG",
  },
] as const;

/** The two testimonials, on the home page and on /comment-ca-marche. */
export function Testimonials({ className }: { className?: string }) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2", className)}>
      {testimonials.map((t) => (
        <li key={t.author}>
          <figure className="relative flex h-full flex-col rounded-(--radius-card) border border-line/70 bg-white p-6 shadow-(--shadow-soft) sm:p-8">
            <Quote className="size-8 text-peach" aria-hidden="true" />
            <blockquote className="mt-3 flex-1 text-lg leading-relaxed text-ink">« {t.quote} »</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-light font-semibold text-brand-deeper"
              >
                {t.initials}
              </span>
              <span>
                <span className="block font-semibold text-chocolate">{t.author}</span>
                <span className="block text-sm text-muted">{t.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** The testimonials band of the home page and of /comment-ca-marche, under each page's own title. */
export function TestimonialsSection({ title }: { title: string }) {
  return (
    <MarketingSection id="temoignages" className="pt-16 sm:pt-20" eyebrow="Témoignages" title={title}>
      <Testimonials className="mt-12" />
    </MarketingSection>
  );
}
