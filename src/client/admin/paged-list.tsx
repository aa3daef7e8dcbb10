import type { ReactNode } from "react";
import { LoadFailed } from "../components/load-failed";
import { MorePages, type MorePagesQuery } from "../components/more-pages";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";

type PagedQuery<T> = MorePagesQuery & {
  isPending: boolean;
  isError: boolean;
  data?: { pages: T[] };
  refetch: () => unknown;
};

/**
 * A keyset list's four states: loading, failed (with 'Réessayer', never shown as empty), empty, and the rows with
 * 'Voir plus' while the server has more.
 */
type PagedListProps<T, R> = {
  query: PagedQuery<T>;
  rowsOf: (page: T) => R[];
  failed: string;
  empty: string;
  children: (rows: R[]) => ReactNode;
};

export function PagedList<T, R>({ query, rowsOf, failed, empty, children }: PagedListProps<T, R>) {
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
      <MorePages query={query} failed={failed} />
    </div>
  );
}

// A page's own sections read larger than the parts of one of its sections.
const sectionStyles = {
  h2: { section: "flex flex-col gap-4", heading: "text-2xl font-semibold" },
  h3: { section: "flex flex-col gap-3", heading: "text-lg font-semibold" },
} as const;

type PagedSectionProps<T, R> = PagedListProps<T, R> & {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  heading: keyof typeof sectionStyles;
};

/** A keyset list under its heading, in a section the heading names. */
export function PagedSection<T, R>({ id, title, heading: Heading, ...list }: PagedSectionProps<T, R>) {
  return (
    <section aria-labelledby={id} className={sectionStyles[Heading].section}>
      <Heading id={id} className={sectionStyles[Heading].heading}>
        {title}
      </Heading>
      <PagedList {...list} />
    </section>
  );
}
