import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";

type MoreSalesQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** 'Voir plus' under a list of sales while the server has more pages; a spinner while the next one loads. */
export function MoreSalesButton({ query }: { query: MoreSalesQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <Button variant="outline" className="self-center" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
      {query.isFetchingNextPage ? <Spinner className="text-current" /> : null}
      Voir plus
    </Button>
  );
}
