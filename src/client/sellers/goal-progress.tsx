import { goalPercent } from "../../shared/sellers-rules";
import { goalText } from "./sellers-texts";

/** A seller's way toward their goal: a bar, and the same in words for whoever can't see the bar. */
export function GoalProgress({ bars, goalBars, firstName }: { bars: number; goalBars: number | null; firstName: string }) {
  const percent = goalPercent(bars, goalBars);
  const text = goalText(bars, goalBars);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      {percent !== null ? (
        <div
          role="progressbar"
          aria-label={`Objectif de ${firstName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={text}
          className="h-2.5 w-full overflow-hidden rounded-full bg-peach-light"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      <p className="text-sm text-ink tabular-nums">{text}</p>
    </div>
  );
}
