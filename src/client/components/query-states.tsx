import type { ReactNode } from "react";
import { cn } from "../lib/utils";
import { LoadFailed } from "./load-failed";
import { Card } from "./ui/card";
import { LoadingState } from "./ui/spinner";

type Read<T> = { data: T | undefined; isPending: boolean; error: unknown; refetch: () => unknown };

type QueryStatesProps<T> = {
  query: Read<T>;
  loadingLabel?: string;
  /** The French sentence for an answer that is a refusal (403, 404...), or null for a failure. */
  refusal: (error: unknown) => string | null;
  /** Said of a failure, above 'Réessayer'. */
  failed: string;
  /** Classes of the refusal's and the failure's card (their place on the page). */
  className?: string;
  /** More classes of the refusal's card. */
  refusedClassName?: string;
  children: (data: T) => ReactNode;
};

/**
 * A read's three states before its data: loading, refused (said as it is, without 'Réessayer') and failed (never
 * an empty page, with 'Réessayer'). Data once read stays shown when a later read fails.
 */
export function QueryStates<T>(props: QueryStatesProps<T>) {
  const { query, loadingLabel, refusal, failed, className, children } = props;
  if (query.data !== undefined) return children(query.data);
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  const refused = refusal(query.error);
  if (refused) {
    return (
      <Card className={cn("p-6", className, props.refusedClassName)}>
        <p className="text-ink">{refused}</p>
      </Card>
    );
  }
  return <LoadFailed message={failed} onRetry={query.refetch} className={cn("flex flex-col items-start gap-4 p-6", className)} />;
}
