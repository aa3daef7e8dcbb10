import { CloudOff, Wifi } from "lucide-react";
import type { Distribution } from "../../shared/distribution-responses";
import { barsText, connectionText, unsentText } from "./distribution-texts";

// The top of the distribution screen (docs/product.md#distribution-list, #distribution-day-without-network): whether
// the phone is online and what happens to a hand-over made now, then 'Remises : n / N'. The hand-overs made without
// network are in the count (the bars are in the buyers' hands: the volunteer counts what is left on the table), and
// the line under it says how many of them wait to be sent (decision 044).

type DistributionCountProps = {
  distribution: Distribution;
  online: boolean;
  /** Hand-overs of this list made without network, not recorded yet: their orders and bars. */
  unsent: { orders: number; bars: number };
  /** When the list shown was read from the server (kept on the phone, or read at the page's last read). */
  readAt: string | null;
};

export function DistributionCount({ distribution, online, unsent, readAt }: DistributionCountProps) {
  const { counts, bars } = distribution;
  const Icon = online ? Wifi : CloudOff;
  return (
    <div className="flex flex-col gap-3">
      <div
        role="status"
        className={`flex items-start gap-3 rounded-2xl border-2 p-3 ${online ? "border-emerald-300 bg-emerald-50 text-emerald-950" : "border-amber-400 bg-amber-50 text-amber-950"}`}
      >
        <Icon className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <p className="text-lg font-bold">{online ? "En ligne" : "Hors connexion"}</p>
          <p className="text-sm">{connectionText({ online, unsent: unsent.orders, readAt })}</p>
        </div>
      </div>
      <div className="rounded-2xl bg-peach-light p-4 text-center">
        <p aria-live="polite" className="font-display text-4xl font-bold text-chocolate tabular-nums">
          Remises : {counts.handed_over + unsent.orders} / {counts.total}
        </p>
        {unsent.orders > 0 ? <p className="mt-1 font-semibold text-chocolate">dont {unsentText(unsent.orders)}</p> : null}
        <p className="mt-1 text-sm text-muted">
          {barsText(bars.handed_over + unsent.bars)} remises sur {bars.total}
        </p>
      </div>
    </div>
  );
}
