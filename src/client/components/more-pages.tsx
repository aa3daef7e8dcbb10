import { LoadFailed } from "./load-failed";
import { Button } from "./ui/button";

/** What a keyset list's read (useInfiniteQuery) says of the pages after the first. */
export type MorePagesQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

/**
 * Under a keyset list's rows: 'Voir plus' while the server has more, or, when the next page failed, `failed` with
 * 'Réessayer' (the rows already read stay).
 */
export function MorePages({ query, failed }: { query: MorePagesQuery; failed: string }) {
  return (
    <>
      {query.isFetchNextPageError ? <LoadFailed message={failed} onRetry={query.fetchNextPage} /> : null}
      {query.hasNextPage && !query.isFetchNextPageError ? (
        <Button variant="outline" className="self-center" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? "Chargement..." : "Voir plus"}
        </Button>
      ) : null}
    </>
  );
}
