import { Trophy, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "../../components/page";
import { barsText, tiedRanks } from "./seller-display";
import { useLeaderboard } from "./use-leaderboard";

// Loaded after the page's first paint, and only for a campaign whose association turned the leaderboard on
// (campaign-view.tsx): the other campaign pages never download it.

type Row = { key: string; name: string; detail: string | null; bars: number };

/** 'Classement des vendeurs' (docs/product.md#sellers): the best sellers and the groups' totals, live. */
export function LeaderboardSection({ slug, refreshKey }: { slug: string; refreshKey: unknown }) {
  const board = useLeaderboard(slug, refreshKey);
  if (!board?.enabled) return null;
  const sellers: Row[] = board.sellers.map((seller, index) => ({
    key: `${index}-${seller.first_name}`,
    name: seller.first_name,
    detail: seller.group_name,
    bars: seller.bars,
  }));
  const groups: Row[] = board.groups.map((group) => ({ key: group.group_name, name: group.group_name, detail: null, bars: group.bars }));
  return (
    <section aria-labelledby="classement-title" className="bg-cream py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="classement-title" className="text-3xl font-semibold sm:text-4xl">
            Classement des vendeurs
          </h2>
          <p className="mt-4 text-lg text-muted">Les tablettes vendues par chacun, mises à jour à chaque commande.</p>
        </div>
        {sellers.length === 0 ? (
          <p className="mx-auto mt-8 max-w-xl rounded-2xl bg-white p-5 text-center text-ink shadow-(--shadow-soft)">
            Aucune vente pour le moment : le classement s'affichera dès les premières commandes.
          </p>
        ) : (
          <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
            <Ranking title="Meilleurs vendeurs" icon={<Trophy className="size-5" aria-hidden="true" />} rows={sellers} />
            {groups.length > 0 ? (
              <Ranking title="Par groupe" icon={<UsersRound className="size-5" aria-hidden="true" />} rows={groups} />
            ) : null}
          </div>
        )}
      </Container>
    </section>
  );
}

function Ranking({ title, icon, rows }: { title: string; icon: ReactNode; rows: Row[] }) {
  const ranks = tiedRanks(rows.map((row) => row.bars));
  return (
    <div className="rounded-(--radius-card) bg-white p-5 shadow-(--shadow-soft) sm:p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-chocolate">
        {icon}
        {title}
      </h3>
      <ol aria-label={title} className="mt-4 flex flex-col divide-y divide-line">
        {rows.map((row, index) => (
          <li key={row.key} className="flex items-center gap-3 py-2.5">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-peach-light text-sm font-bold text-chocolate tabular-nums">
              <span className="sr-only">Rang </span>
              {ranks[index]}
            </span>
            <span className="min-w-0 flex-1">
              <span className="font-semibold text-chocolate">{row.name}</span>
              {row.detail ? <span className="text-muted"> ({row.detail})</span> : null}
            </span>
            <span className="shrink-0 font-semibold text-chocolate tabular-nums">{barsText(row.bars)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
