import { useState } from "react";
import type { Product } from "../../../shared/catalogue";
import { Carousel } from "../../components/carousel/carousel";
import { cn } from "../../lib/utils";

/**
 * Where the gallery stands: the campaign page's product dialog, in the association's colours, or the demo's
 * product detail (dialog and /demo/produit), in the site's. Only the look and the words of the images differ.
 */
export type ProductGalleryLook = "campaign" | "demo";

const looks = {
  campaign: {
    carouselLabel: (name: string) => `Galerie de ${name}`,
    carouselClassName: undefined,
    imageAlt: (name: string, i: number) => `${name}, vue ${i + 1}`,
    imageClassName: "aspect-square w-full bg-peach-light object-cover",
    thumbnailClassName: "overflow-hidden rounded-xl ring-2 ring-offset-2 transition",
    chosenClassName: "ring-(--campaign-primary)",
    thumbnailImageClassName: "size-18 object-cover",
    lazy: false,
  },
  demo: {
    carouselLabel: (name: string) => `Images de ${name}`,
    carouselClassName: "bg-peach-light shadow-(--shadow-soft)",
    imageAlt: (name: string, i: number, count: number) => `${name}, vue ${i + 1} sur ${count}`,
    imageClassName: "aspect-square w-full",
    thumbnailClassName: "cursor-pointer overflow-hidden rounded-xl ring-2 ring-offset-2 ring-offset-white transition",
    chosenClassName: "ring-brand-dark",
    thumbnailImageClassName: "size-16 sm:size-18",
    lazy: true,
  },
} as const;

type ProductGalleryProps = {
  product: Product;
  look: ProductGalleryLook;
  /** The first image is the page's main picture (not lazy), on /demo/produit. */
  eager?: boolean;
};

/**
 * A bar's images on the shared carousel, with thumbnails that pick the image. It starts from the first image:
 * remount it (key) for another product.
 */
export function ProductGallery({ product, look, eager = false }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const style = looks[look];
  const count = product.images.length;
  return (
    <div>
      <Carousel
        label={style.carouselLabel(product.name)}
        index={index}
        onIndexChange={setIndex}
        className={style.carouselClassName}
        slides={product.images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={style.imageAlt(product.name, i, count)}
            width={400}
            height={400}
            loading={style.lazy ? (eager && i === 0 ? "eager" : "lazy") : undefined}
            draggable={false}
            className={style.imageClassName}
          />
        ))}
      />
      <div className="mt-3 flex gap-3" role="group" aria-label="Miniatures">
        {product.images.map((src, i) => (
          <button
            key={src}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={`Afficher l'image ${i + 1}`}
            aria-pressed={index === i}
            className={cn(style.thumbnailClassName, index === i ? style.chosenClassName : "ring-transparent opacity-70 hover:opacity-100")}
          >
            <img
              src={src}
              alt=""
              width={72}
              height={72}
              loading={style.lazy ? "lazy" : undefined}
              className={style.thumbnailImageClassName}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
