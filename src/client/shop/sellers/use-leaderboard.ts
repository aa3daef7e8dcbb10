import { useEffect, useState } from "react";
import type { Leaderboard } from "../../../shared/sellers-responses";
import { fetchLeaderboard } from "./leaderboard-api";

/**
 * The campaign's leaderboard, read again whenever `refreshKey` (the live amount raised) moves; the last one read
 * stays shown if a new read fails. Null until the first answer.
 */
export function useLeaderboard(slug: string, refreshKey: unknown): Leaderboard | null {
  const [board, setBoard] = useState<Leaderboard | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchLeaderboard(slug, controller.signal).then(setBoard, () => {});
    return () => controller.abort();
  }, [slug, refreshKey]);
  return board;
}
