import { Link } from "react-router";
import { ArrowRight, Truck } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import type { Product } from "../../shared/catalogue";
import { formatEuros } from "../../shared/money";
import { Badge } from "../components/ui/badge";
import { SquareImage } from "./square-image";
import { DELIVERY_PROMISE } from "../../shared/delivery-promise";

/** A bar of the catalogue on the marketing pages; the whole card leads to its demo product page. */
export function ProductTeaserCard({ product, headingLevel = "h3" }: { product: Product; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line/70 bg-white shadow-(--shadow-soft) transition hover:-translate-y-0.5 hover:shadow-lg">
      <SquareImage src={product.images[0]} alt="" className="aspect-[4/3] w-full bg-peach-light object-cover sm:aspect-square" />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl font-semibold">
          {/* The link covers the card (after:inset-0), so the card is one link with one name. */}
          <Link
            to={pathTo("demoProduct", { productId: product.id })}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="mt-1 text-sm font-medium text-brand-deeper">{product.tagline}</p>
        <p className="mt-2 text-sm text-muted">{product.description}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Badge variant="soft">20% reversés</Badge>
          {/* The promise is longer than a badge's word or two: it wraps on a phone rather than push the page sideways. */}
          <Badge variant="success" className="rounded-2xl whitespace-normal">
            <Truck className="size-3.5 shrink-0" aria-hidden="true" /> {DELIVERY_PROMISE}
          </Badge>
        </div>
        <div className="mt-auto flex items-center justify-between pt-5">
          <span className="font-display text-2xl font-semibold text-chocolate tabular-nums">{formatEuros(product.priceCents)}</span>
          <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-dark group-hover:underline">
            Découvrir <ArrowRight className="size-4" />
          </span>
        </div>
      </div>
    </article>
  );
}
