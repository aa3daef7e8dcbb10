import type { ReactNode } from "react";
import { cn } from "../lib/utils";

/** Terms beside their values, a value wrapping anywhere (a long e-mail, a reference); `tight` rows in a card. */
export function Facts({ rows, tight = false }: { rows: readonly (readonly [string, ReactNode])[]; tight?: boolean }) {
  return (
    <dl className={cn("grid grid-cols-[auto_minmax(0,1fr)] gap-x-4", tight ? "gap-y-1" : "gap-y-1.5", "text-sm")}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
