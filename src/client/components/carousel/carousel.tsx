import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../../lib/utils";
import { canGoNext, canGoPrevious, indexForKey, moveIndex, swipeDelta } from "./carousel-index";

export type CarouselProps = {
  /** Names the region for screen readers, e.g. 'Images de Chocolat Noir'. */
  label: string;
  slides: ReactNode[];
  /** Controlled index (e.g. a gallery with thumbnails); uncontrolled when absent. */
  index?: number;
  onIndexChange?: (index: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  /** Small position dots under the slides (decorative: the live text says the same). */
  showDots?: boolean;
  className?: string;
};

/**
 * A small accessible carousel (WAI-ARIA carousel pattern): one slide visible, previous/next buttons disabled at
 * the ends, arrow keys when the region has the focus, swipe on touch screens. Hidden slides are inert, so the
 * keyboard never lands on something off screen. Lighter than a carousel library for two or three slides.
 */
export function Carousel({
  label,
  slides,
  index: controlledIndex,
  onIndexChange,
  previousLabel = "Image précédente",
  nextLabel = "Image suivante",
  showDots = false,
  className,
}: CarouselProps) {
  const [innerIndex, setInnerIndex] = useState(0);
  const count = slides.length;
  const index = moveIndex(controlledIndex ?? innerIndex, 0, count);
  const regionRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const goTo = (next: number) => {
    if (next === index) return;
    setInnerIndex(next);
    onIndexChange?.(next);
    // A button that becomes disabled would drop the focus to <body>; keep it in the carousel instead.
    const focused = document.activeElement;
    const losesFocus =
      (focused === previousRef.current && !canGoPrevious(next)) || (focused === nextRef.current && !canGoNext(next, count));
    if (losesFocus) regionRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = indexForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    goTo(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const delta = swipeDelta(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = null;
    if (delta !== 0) {
      swiped.current = true;
      goTo(moveIndex(index, delta, count));
    }
  };

  const arrowClass =
    "absolute top-1/2 z-10 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-chocolate shadow-md ring-1 ring-line transition hover:bg-white disabled:cursor-default disabled:opacity-0";

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carrousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      // A swipe ends with a click on the slide: it must not also open what the slide links to.
      onClickCapture={(event) => {
        if (!swiped.current) return;
        swiped.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
      className={cn("group/carousel relative overflow-hidden rounded-2xl focus-visible:outline-offset-2", className)}
    >
      <div
        className="flex touch-pan-y transition-transform duration-300 ease-out select-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${i + 1} sur ${count}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className="w-full shrink-0"
          >
            {slide}
          </div>
        ))}
      </div>

      {count > 1 ? (
        <>
          <button
            ref={previousRef}
            type="button"
            aria-label={previousLabel}
            disabled={!canGoPrevious(index)}
            onClick={(event) => {
              event.stopPropagation();
              goTo(moveIndex(index, -1, count));
            }}
            className={cn(arrowClass, "left-2")}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            ref={nextRef}
            type="button"
            aria-label={nextLabel}
            disabled={!canGoNext(index, count)}
            onClick={(event) => {
              event.stopPropagation();
              goTo(moveIndex(index, 1, count));
            }}
            className={cn(arrowClass, "right-2")}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          {showDots ? (
            <div className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center gap-1.5" aria-hidden="true">
              {slides.map((_, i) => (
                <span
                  key={i}
                  className={cn("h-1.5 rounded-full bg-white shadow transition-all", i === index ? "w-5" : "w-1.5 opacity-60")}
                />
              ))}
            </div>
          ) : null}
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            Image {index + 1} sur {count}
          </p>
        </>
      ) : null}
    </div>
  );
}
