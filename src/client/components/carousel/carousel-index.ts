// The carousel's navigation rules as plain functions (docs/product.md#carousel): no wrap-around, so
// the previous button is disabled on the first slide and the next button on the last one.

/** The index after moving by `delta`, kept within [0, count - 1]. */
export function moveIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, current + delta));
}

export function canGoPrevious(current: number): boolean {
  return current > 0;
}

export function canGoNext(current: number, count: number): boolean {
  return current < count - 1;
}

/** The index a key press leads to, or null when the key is not a carousel key. */
export function indexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return moveIndex(current, -1, count);
    case "ArrowRight":
      return moveIndex(current, 1, count);
    case "Home":
      return 0;
    case "End":
      return Math.max(0, count - 1);
    default:
      return null;
  }
}

/** A horizontal drag longer than this many pixels is a swipe, not a click. */
export const SWIPE_THRESHOLD_PX = 40;

/** -1 (towards the previous slide), 1 (next) or 0 for a drag of `dx` pixels. */
export function swipeDelta(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
