import { Link } from "react-router";
import { products } from "../../shared/catalogue";
import { formatEuros } from "../../shared/money";
import { Container, PageHeader } from "../components/page";
import { Badge } from "../components/ui/badge";
import { Card } from "../components/ui/card";

export function ChocolatesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Nos chocolats"
        title="Des tablettes bio et équitables"
        lead="Fabriquées à la main par un maître chocolatier installé près de Vannes, avec un cacao acheté directement aux coopératives."
      />
      <Container className="py-14">
        <section className="grid items-center gap-8 rounded-(--radius-card) bg-white p-6 shadow-(--shadow-soft) md:grid-cols-[1fr_2fr] md:p-10">
          <img src="/images/products/noir-2.svg" alt="" className="mx-auto w-40 rounded-3xl md:w-full md:max-w-56" />
          <div>
            <h2 className="text-2xl font-semibold">Le chocolatier</h2>
            <p className="mt-3 text-muted">
              Dans son atelier du golfe du Morbihan, notre chocolatier torréfie, broie et concha lui-même ses fèves.
              Chaque tablette est moulée et emballée à la main, en petites séries, pour garder toute la fraîcheur des
              arômes.
            </p>
          </div>
        </section>

        <h2 className="mt-14 text-3xl font-semibold">La gamme</h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {products.map((product) => (
            <li key={product.id}>
              <Card className="flex h-full flex-col overflow-hidden">
                <div className="relative">
                  {product.id === "noir" ? <Badge className="absolute top-4 left-4">Best Seller</Badge> : null}
                  <img src={product.images[0]} alt={product.name} className="aspect-square w-full object-cover" />
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-xl font-semibold">{product.name}</h3>
                  <p className="mt-1 text-sm text-muted">{product.tagline}</p>
                  <p className="mt-3 text-sm text-ink">{product.aromaticNotes.join(" · ")}</p>
                  <div className="mt-auto flex items-center justify-between pt-5">
                    <span className="font-display text-2xl font-semibold text-chocolate">{formatEuros(product.priceCents)}</span>
                    <Link
                      to={`/demo/produit/${product.id}`}
                      className="text-sm font-semibold text-brand-dark hover:underline"
                      aria-label={`Découvrir le ${product.name}`}
                    >
                      Découvrir
                    </Link>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
