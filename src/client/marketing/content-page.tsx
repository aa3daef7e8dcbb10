import type { ReactNode } from "react";
import { Container, PageHeader } from "../components/page";
import { usePageTitle } from "../lib/use-page-title";

export type ContentSection = { heading: string; body: ReactNode };

/** A text page (legal notices, about, support): an h1, then titled sections. */
export function ContentPage({
  title,
  lead,
  sections,
  updated,
}: {
  title: string;
  lead?: string;
  sections: ContentSection[];
  updated?: string;
}) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container className="max-w-3xl py-12">
        <div className="flex flex-col gap-8 rounded-(--radius-card) bg-white p-6 shadow-(--shadow-soft) sm:p-10">
          {sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-xl font-semibold">{section.heading}</h2>
              <div className="mt-2 flex flex-col gap-2 leading-relaxed text-ink/90">{section.body}</div>
            </section>
          ))}
          {updated ? <p className="text-sm text-muted">Dernière mise à jour : {updated}</p> : null}
        </div>
      </Container>
    </>
  );
}
