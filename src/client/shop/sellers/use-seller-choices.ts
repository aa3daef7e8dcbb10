import { useCallback, useEffect, useState } from "react";
import { fetchSellerChoices, type SellerChoice } from "./seller-choices-api";

export type SellerChoicesState = { status: "loading" } | { status: "failed" } | { status: "ready"; sellers: SellerChoice[] };

/** The campaign's sellers, read when the part that offers them opens; `reload` asks again (a seller just refused). */
export function useSellerChoices(slug: string) {
  const [state, setState] = useState<SellerChoicesState>({ status: "loading" });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchSellerChoices(slug, controller.signal).then(
      (sellers) => setState({ status: "ready", sellers }),
      () => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [slug, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
