import { pathTo } from "../../../shared/page-paths";
import { Container } from "../../components/page";
import { ArrowLinkButton } from "../arrow-link-button";
import { ChocolatePromises } from "../chocolate-promises";
import { ProfileHeading } from "../section-heading";
import { SquareImage } from "../square-image";

/** docs/product.md#home: the chocolatier presentation. */
export function ChocolatierSection() {
  return (
    <section aria-labelledby="chocolatier-title" className="py-16 sm:py-20">
      <Container className="grid items-center gap-10 lg:grid-cols-[2fr_3fr] lg:gap-14">
        <div className="relative mx-auto w-full max-w-72 sm:max-w-sm">
          <SquareImage
            src="/images/chocolatier.svg"
            alt="Notre maître chocolatier dans son atelier, une tablette à la main"
            className="aspect-square w-full rounded-(--radius-card) shadow-(--shadow-soft)"
          />
          <p className="absolute -bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-chocolate px-4 py-2 text-sm font-semibold whitespace-nowrap text-cream shadow-lg">
            Fabriqué en Bretagne
          </p>
        </div>
        <div>
          <ProfileHeading id="chocolatier-title" eyebrow="Notre chocolatier" title="Un maître chocolatier près de Vannes" />
          <p className="mt-5 text-ink/90">
            Nos tablettes naissent dans un petit atelier familial du golfe du Morbihan. Notre maître chocolatier y torréfie lui-même des
            fèves de cacao bio, achetées au juste prix à des coopératives du Pérou et de République dominicaine.
          </p>
          <p className="mt-4 text-ink/90">
            Conchage lent, tempérage sur le marbre, moulage à la main : chaque tablette prend le temps qu'il faut. Le résultat ? Un chocolat
            sincère et gourmand, que vos soutiens auront autant de plaisir à offrir qu'à croquer.
          </p>
          <ChocolatePromises className="mt-8" />
          <ArrowLinkButton to={pathTo("chocolates")} label="Rencontrer notre chocolatier" variant="link" className="mt-6 text-base" />
        </div>
      </Container>
    </section>
  );
}
