import type { ReactNode } from "react";
import { LoadFailed } from "../components/load-failed";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";

type PagedQuery<T> = {
  isPending: boolean;
  isError: boolean;
  data?: { pages: T[] };
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
};

/**
 * A keyset list's four states: loading, failed (with 'Réessayer', never shown as empty), empty, and the rows with
 * 'Voir plus' while the server has more.
 */
export function PagedList<T, R>({
  query,
  rowsOf,
  failed,
  empty,
  children,
}: {
  query: PagedQuery<T>;
  rowsOf: (page: T) => R[];
  failed: string;
  empty: string;
  children: (rows: R[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError && !query.data) return <LoadFailed message={failed} onRetry={query.refetch} />;
  const rows = (query.data?.pages ?? []).flatMap(rowsOf);
  if (rows.length === 0) {
    return (
      <Card className="p-8 text-center">
        <p className="text-ink">{empty}</p>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {children(rows)}
      {query.isFetchNextPageError ? <LoadFailed message={failed} onRetry={query.fetchNextPage} /> : null}
      {query.hasNextPage && !query.isFetchNextPageError ? (
        <Button variant="outline" className="self-center" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? "Chargement..." : "Voir plus"}
        </Button>
      ) : null}
    </div>
  );
}
