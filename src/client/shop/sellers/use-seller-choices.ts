import { useCallback, useEffect, useState } from "react";
import { SELLER_SEARCH_MIN_LETTERS } from "../../../shared/sellers-rules";
import { fetchHasSellers, searchSellers, type SellerChoice } from "./seller-choices-api";

export type HasSellersState = { status: "loading" } | { status: "failed" } | { status: "ready"; hasSellers: boolean };

/** Whether the campaign has sellers, read when the checkout opens; `reload` asks again (a seller just refused). */
export function useHasSellers(slug: string) {
  const [state, setState] = useState<HasSellersState>({ status: "loading" });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchHasSellers(slug, controller.signal).then(
      (hasSellers) => setState({ status: "ready", hasSellers }),
      () => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [slug, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}

export type SellerSearchState =
  { status: "idle" } | { status: "searching" } | { status: "failed" } | { status: "ready"; query: string; sellers: SellerChoice[] };

// A pause in the typing before the server is asked: a search per word, not per letter.
const TYPING_PAUSE_MS = 250;

/** The sellers whose first name starts with `query`, once it has enough letters; `retry` asks again after a failure. */
export function useSellerSearch(slug: string, query: string) {
  const [answer, setAnswer] = useState<{ query: string; round: number; result: SellerChoice[] | "failed" } | null>(null);
  const [round, setRound] = useState(0);
  const typed = query.trim();
  const enough = typed.length >= SELLER_SEARCH_MIN_LETTERS;

  useEffect(() => {
    if (!enough) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchSellers(slug, typed, controller.signal).then(
        (sellers) => setAnswer({ query: typed, round, result: sellers }),
        () => {
          if (!controller.signal.aborted) setAnswer({ query: typed, round, result: "failed" });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, typed, enough, round]);

  // What to show is read from the last answer: the one for these letters, or a search still on its way.
  let state: SellerSearchState;
  if (!enough) state = { status: "idle" };
  else if (answer?.query !== typed || answer.round !== round) state = { status: "searching" };
  else if (answer.result === "failed") state = { status: "failed" };
  else state = { status: "ready", query: typed, sellers: answer.result };

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { state, retry };
}
