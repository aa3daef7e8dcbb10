import { useState } from "react";
import type { Product } from "../../../shared/catalogue";
import { Carousel } from "../../components/carousel/carousel";
import { cn } from "../../lib/utils";

/** The two images of a bar on the shared carousel, with thumbnails that pick the image. */
export function ProductGallery({ product, eager = false }: { product: Product; eager?: boolean }) {
  const [index, setIndex] = useState(0);
  return (
    <div>
      <Carousel
        label={`Images de ${product.name}`}
        index={index}
        onIndexChange={setIndex}
        className="bg-peach-light shadow-(--shadow-soft)"
        slides={product.images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={`${product.name}, vue ${i + 1} sur ${product.images.length}`}
            width={400}
            height={400}
            loading={eager && i === 0 ? "eager" : "lazy"}
            draggable={false}
            className="aspect-square w-full"
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
            className={cn(
              "cursor-pointer overflow-hidden rounded-xl ring-2 ring-offset-2 ring-offset-white transition",
              index === i ? "ring-brand-dark" : "ring-transparent opacity-70 hover:opacity-100",
            )}
          >
            <img src={src} alt="" width={72} height={72} loading="lazy" className="size-16 sm:size-18" />
          </button>
        ))}
      </div>
    </div>
  );
}
