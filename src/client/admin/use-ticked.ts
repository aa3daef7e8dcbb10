import { useState } from "react";

/** The rows ticked in a list, by id: the parcels to ship, the campaigns to pay. */
export function useTicked() {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { ticked, toggle, clear: () => setTicked(new Set()) };
}
