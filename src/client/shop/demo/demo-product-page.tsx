import { useState } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft, SearchX, ShoppingBag } from "lucide-react";
import { pathTo } from "../../../shared/page-paths";
import { addWithNotice } from "../checkout/cart-notices";
import { cartCount } from "../checkout/cart-store";
import { Container } from "../../components/page";
import { Button } from "../../components/ui/button";
import { demoCart, useDemoCart } from "./demo-cart";
import { DemoCartDrawer } from "./demo-cart-drawer";
import { demoCartProduct } from "./demo-data";
import { demoProductFor } from "./demo-product";
import { ProductDetails } from "./product-details";
import { usePageTitle } from "../../lib/use-page-title";

function BackHome() {
  return (
    <Link
      to={pathTo("home")}
      className="inline-flex items-center gap-2 text-sm font-medium whitespace-nowrap text-brand-dark hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Retour à l'accueil
    </Link>
  );
}

/** /demo/produit/:productId (docs/product.md#demo): noir by default, 'Produit non trouvé' for an unknown id. */
export function DemoProductPage() {
  const { productId } = useParams();
  const product = demoProductFor(productId);
  usePageTitle(product ? `${product.name} (démo)` : "Produit non trouvé");
  const lines = useDemoCart();
  const [cartOpen, setCartOpen] = useState(false);

  if (!product) {
    return (
      <Container className="flex min-h-[55vh] flex-col items-center justify-center gap-5 py-16 text-center">
        <SearchX className="size-12 text-brand" aria-hidden="true" />
        <h1 className="text-3xl font-semibold">Produit non trouvé</h1>
        <p className="max-w-md text-muted">
          Cette tablette n'existe pas (ou plus). Nos trois recettes vous attendent sur la page de nos chocolats.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={pathTo("chocolates")}>Voir nos chocolats</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={pathTo("home")}>Retour à l'accueil</Link>
          </Button>
        </div>
      </Container>
    );
  }

  const count = cartCount(lines);
  return (
    <Container className="py-8 sm:py-12">
      <div className="flex items-center justify-between gap-3">
        <BackHome />
        <Button variant="outline" size="sm" onClick={() => setCartOpen(true)} aria-haspopup="dialog">
          <ShoppingBag aria-hidden="true" /> Panier de démo ({count})
        </Button>
      </div>
      <div className="mt-6 rounded-(--radius-card) bg-white p-5 shadow-(--shadow-soft) sm:p-8">
        <ProductDetails
          key={product.id}
          product={product}
          eagerImage
          subheadingLevel="h2"
          title={<h1 className="text-4xl font-semibold sm:text-5xl">{product.name}</h1>}
          onAdd={(quantity) => addWithNotice(demoCart, demoCartProduct(product), quantity)}
        />
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        Fiche de démonstration : sur la boutique d'une association, cette tablette se commande en quelques clics.{" "}
        <Link to={pathTo("howItWorks")} className="font-medium text-brand-dark underline">
          Comment ça marche ?
        </Link>
      </p>
      <DemoCartDrawer open={cartOpen} onOpenChange={setCartOpen} />
    </Container>
  );
}
