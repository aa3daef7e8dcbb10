import { cn } from "../../lib/utils";
import type { SlotWeek } from "./slot-days";

type SlotWeekViewProps = { week: SlotWeek; selected: string | null; onSelect: (startsAt: string) => void };

/** One week: a column per day (stacked on phones), a toggle button per free slot. */
export function SlotWeekView({ week, selected, onSelect }: SlotWeekViewProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {week.days.map((day) => {
        const headingId = `jour-${day.key}`;
        return (
          <div key={day.key} role="group" aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-3">
            <h3 id={headingId} className="mb-2 font-sans text-sm font-semibold text-chocolate">
              <span className="capitalize lg:block">{day.weekday}</span>{" "}
              <span className="font-normal text-muted lg:block">{day.label}</span>
            </h3>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-2">
              {day.slots.map((slot) => {
                const pressed = selected === slot.starts_at;
                return (
                  <button
                    key={slot.starts_at}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => onSelect(slot.starts_at)}
                    className={cn(
                      "h-10 cursor-pointer rounded-xl border text-sm font-semibold tabular-nums transition-colors",
                      pressed
                        ? "border-brand-dark bg-brand-dark text-white"
                        : "border-line-strong bg-white text-chocolate hover:border-brand hover:bg-peach-light",
                    )}
                  >
                    {slot.time}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
