import { Award, HandHeart, Leaf, Quote, Star } from "lucide-react";
import { Container } from "../../components/page";
import { Card } from "../../components/ui/card";

// The static parts of every campaign page (docs/product.md#campaign-page): the mission card, the chocolatier, two
// sample reviews.

export function MissionCard({ description }: { description: string }) {
  return (
    <Container className="relative z-10 -mt-12 max-w-3xl sm:-mt-16">
      <Card className="border-t-4 border-t-(--campaign-primary) p-6 sm:p-8">
        <h2 className="text-2xl font-semibold sm:text-3xl">Notre Mission</h2>
        <p className="mt-4 text-lg whitespace-pre-line text-ink/90">{description}</p>
      </Card>
    </Container>
  );
}

const promises = [
  { icon: Leaf, title: "Bio", text: "Cacao, sucre et lait issus de l'agriculture biologique." },
  { icon: HandHeart, title: "Équitable", text: "Des fèves achetées au juste prix à des coopératives de producteurs." },
  { icon: Award, title: "Artisanal", text: "Torréfié, conché et moulé à la main, en petites séries." },
] as const;

export function ChocolatierSection() {
  return (
    <section aria-labelledby="chocolatier-title" className="below-the-fold bg-chocolate py-16 text-cream sm:py-20">
      <Container className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
        <div className="relative mx-auto w-full max-w-64 sm:max-w-sm">
          <img
            src="/images/products/praline-2.svg"
            alt="Tablette de chocolat aux amandes, sortie de l'atelier"
            width={400}
            height={400}
            loading="lazy"
            fetchPriority="low"
            decoding="async"
            className="aspect-square w-full rounded-(--radius-card) object-cover shadow-2xl ring-1 ring-white/10"
          />
          <p className="absolute -bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-peach px-4 py-2 text-sm font-semibold whitespace-nowrap text-chocolate shadow-lg">
            Fabriqué en Bretagne
          </p>
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-peach uppercase">Notre chocolatier</p>
          <h2 id="chocolatier-title" className="mt-2 text-3xl font-semibold text-cream sm:text-4xl">
            Un maître chocolatier près de Vannes
          </h2>
          <p className="mt-5 text-cream/85">
            Nos tablettes naissent dans un petit atelier familial du golfe du Morbihan, à quelques kilomètres de Vannes. Notre maître
            chocolatier y sélectionne des fèves de cacao bio, achetées au juste prix à des coopératives qui font vivre leurs producteurs.
          </p>
          <p className="mt-4 text-cream/85">
            Torréfaction douce, conchage lent, moulage à la main : chaque tablette prend le temps qu'il faut. Le résultat ? Un chocolat
            sincère et gourmand, que l'on a autant de plaisir à offrir qu'à partager.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {promises.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 sm:block">
                <Icon className="size-6 shrink-0 text-peach" aria-hidden="true" />
                <div>
                  <h3 className="font-sans text-base font-semibold text-cream sm:mt-2">{title}</h3>
                  <p className="mt-1 text-sm text-cream/75">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

const reviews = [
  {
    text: "Le chocolat noir est une merveille : intense sans une once d'amertume. Et savoir que 20 % de ma commande finance le projet de l'association, ça n'a pas de prix !",
    author: "Sophie M.",
    place: "Vannes",
  },
  {
    text: "Commandé pour les fêtes et retiré à l'association en deux minutes. Les enfants se sont disputé la dernière tablette aux amandes… j'en reprendrai !",
    author: "Julien R.",
    place: "Séné",
  },
] as const;

export function ReviewsSection() {
  return (
    <section aria-labelledby="reviews-title" className="below-the-fold py-16 sm:py-20">
      <Container className="max-w-5xl">
        <h2 id="reviews-title" className="text-center text-3xl font-semibold">
          Ils se sont régalés
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.author}>
              <Card className="relative h-full p-6 sm:p-8">
                <Quote className="absolute top-6 right-6 size-8 text-peach" aria-hidden="true" />
                <p className="flex gap-0.5 text-amber-500" role="img" aria-label="Note : 5 sur 5">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </p>
                <blockquote className="mt-4 text-lg text-ink/90">« {review.text} »</blockquote>
                <p className="mt-4 font-semibold text-chocolate">
                  {review.author} <span className="font-normal text-muted">· {review.place}</span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
