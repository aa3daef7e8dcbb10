import { lazy, Suspense, useEffect, useRef } from "react";
import { useNearViewport } from "../campaign-page/use-near-viewport";

const LeaderboardSection = lazy(async () => ({ default: (await import("./leaderboard-section")).LeaderboardSection }));

/**
 * Where the leaderboard goes on the campaign page of an association that turned it on (docs/product.md#sellers). The
 * server's HTML holds this empty place; the board itself (its code, its data, the live updates it follows) loads only
 * as the visitor scrolls near it, some 600 px before it shows, so what moves as it fills is off screen. Most donors
 * buy from the top of the page, and their phone does none of that work.
 */
export function LeaderboardSlot({ slug, refreshKey, onNear }: { slug: string; refreshKey: unknown; onNear: () => void }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  useEffect(() => {
    if (near) onNear();
  }, [near, onNear]);
  return (
    <div ref={place} id="classement" className={near ? undefined : "min-h-96"}>
      {near ? (
        <Suspense fallback={null}>
          <LeaderboardSection slug={slug} refreshKey={refreshKey} />
        </Suspense>
      ) : null}
    </div>
  );
}
