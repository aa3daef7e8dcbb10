import { useState } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft, Minus, Plus, ShoppingBag, Truck } from "lucide-react";
import { toast } from "sonner";
import { findProduct } from "../../shared/catalogue";
import { formatEuros } from "../../shared/money";
import { Container } from "../components/page";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { cn } from "../lib/utils";

/** /demo/produit/:productId (SPEC.md §2): noir by default, 'Produit non trouvé' for an unknown id. */
export function DemoProductPage() {
  const { productId = "noir" } = useParams();
  const product = findProduct(productId);
  const [view, setView] = useState(0);
  const [quantity, setQuantity] = useState(1);

  if (!product) {
    return (
      <Container className="flex min-h-[50vh] flex-col items-center justify-center gap-6 py-16 text-center">
        <h1 className="text-3xl font-semibold">Produit non trouvé</h1>
        <Button asChild variant="outline">
          <Link to="/">Retour à l'accueil</Link>
        </Button>
      </Container>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <Link to="/" className="inline-flex items-center gap-2 text-sm font-medium text-brand-dark hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Retour à l'accueil
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div>
          <img
            src={product.images[view]}
            alt={`${product.name}, image ${view + 1} sur ${product.images.length}`}
            className="aspect-square w-full rounded-(--radius-card) object-cover shadow-(--shadow-soft)"
          />
          <div className="mt-3 flex gap-3" role="group" aria-label="Images du produit">
            {product.images.map((src, index) => (
              <button
                key={src}
                type="button"
                onClick={() => setView(index)}
                aria-label={`Afficher l'image ${index + 1}`}
                aria-pressed={view === index}
                className={cn(
                  "size-20 cursor-pointer overflow-hidden rounded-2xl border-2",
                  view === index ? "border-brand-dark" : "border-transparent opacity-80 hover:opacity-100",
                )}
              >
                <img src={src} alt="" className="size-full object-cover" />
              </button>
            ))}
          </div>
        </div>

        <div>
          <h1 className="text-4xl font-semibold">{product.name}</h1>
          <p className="mt-1 text-muted">{product.tagline}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <span className="font-display text-3xl font-semibold text-chocolate">{formatEuros(product.priceCents)}</span>
            <Badge>20% reversés</Badge>
            <span className="inline-flex items-center gap-1.5 text-sm text-success">
              <Truck className="size-4" aria-hidden="true" /> Livraison offerte
            </span>
          </div>

          <div className="mt-6 flex flex-wrap items-center gap-3">
            <div className="inline-flex items-center rounded-full border border-line-strong bg-white">
              <Button variant="ghost" size="icon" aria-label="Diminuer la quantité" disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
                <Minus aria-hidden="true" />
              </Button>
              <output aria-live="polite" aria-label="Quantité" className="w-10 text-center font-semibold">
                {quantity}
              </output>
              <Button variant="ghost" size="icon" aria-label="Augmenter la quantité" onClick={() => setQuantity((q) => q + 1)}>
                <Plus aria-hidden="true" />
              </Button>
            </div>
            <Button size="lg" onClick={() => toast.success("Produit ajouté", { description: `${quantity} × ${product.name}` })}>
              <ShoppingBag aria-hidden="true" /> Ajouter au panier
            </Button>
          </div>

          <div className="mt-8 flex flex-col gap-4 text-ink/90">
            <p>{product.longDescription}</p>
            <div>
              <h2 className="font-sans text-sm font-semibold tracking-wide text-chocolate uppercase">Notes aromatiques</h2>
              <p className="mt-1">{product.aromaticNotes.join(", ")}</p>
            </div>
            <div>
              <h2 className="font-sans text-sm font-semibold tracking-wide text-chocolate uppercase">Terroir</h2>
              <p className="mt-1">{product.terroir}</p>
            </div>
          </div>
        </div>
      </div>
    </Container>
  );
}
