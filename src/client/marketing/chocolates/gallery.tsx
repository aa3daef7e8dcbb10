// The gallery of /chocolats: our own illustrations (src/client/public/images), lazy-loaded below the fold.
const pictures = [
  { src: "/images/products/noir-2.svg", caption: "Le noir 70 %, tout juste démoulé" },
  { src: "/images/cacao.svg", caption: "Du cacao bio, payé au juste prix" },
  { src: "/images/products/praline-2.svg", caption: "Éclats de noisettes et d'amandes grillées" },
  { src: "/images/atelier.svg", caption: "L'atelier, au bord du golfe du Morbihan" },
  { src: "/images/products/blanc-2.svg", caption: "Le blanc, parfumé à la vanille Bourbon" },
  { src: "/images/atelier-table.svg", caption: "Le tempérage, à la main sur le marbre" },
] as const;

export function ChocolatesGallery() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
      {pictures.map((picture) => (
        <li key={picture.src}>
          <figure className="overflow-hidden rounded-2xl bg-white shadow-(--shadow-soft)">
            {/* The caption says what the picture shows. */}
            <img
              src={picture.src}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              fetchPriority="low"
              decoding="async"
              className="aspect-square w-full"
            />
            <figcaption className="px-3 py-2.5 text-sm text-ink sm:px-4">{picture.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
