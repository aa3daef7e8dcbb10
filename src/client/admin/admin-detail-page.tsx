import type { ReactNode } from "react";
import { BackLink } from "../components/back-link";
import { Container } from "../components/page";
import { QueryStates } from "../components/query-states";
import { readRefusal } from "../lib/refusal";

type AdminDetailPageProps<T> = {
  /** The list the page was opened from, and its name on the back link. */
  back: { to: string; label: string };
  query: Parameters<typeof QueryStates<T>>[0]["query"];
  /** 'Campagne introuvable', 'Commande introuvable'. */
  notFound: string;
  failed: string;
  children: (data: T) => ReactNode;
};

/** The frame of a back-office page about one thing (a campaign, an order): the way back to its list, then its read. */
export function AdminDetailPage<T>({ back, query, notFound, failed, children }: AdminDetailPageProps<T>) {
  return (
    <Container className="pb-16">
      <BackLink to={back.to}>{back.label}</BackLink>
      <QueryStates
        query={query}
        refusal={(error) => (readRefusal(error) === "not-found" ? notFound : null)}
        failed={failed}
        className="mt-6"
        refusedClassName="p-8 text-center"
      >
        {children}
      </QueryStates>
    </Container>
  );
}
