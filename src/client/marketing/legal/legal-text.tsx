import type { ReactNode } from "react";
import { Link } from "react-router";
import { pathTo, type PageName, type pagePaths } from "../../../shared/page-paths";

// What the legal pages share: their date, their links, a list of details, and French quotation marks.

/** The date every legal page shows under 'Dernière mise à jour'. */
export const LEGAL_PAGES_UPDATED = "novembre 2026";

export const legalLinkClass = "font-medium text-brand-dark underline";

/** The pages whose address has no parameter (no `:`): the ones a legal text links to. */
type PlainPage = { [Name in PageName]: (typeof pagePaths)[Name] extends `${string}:${string}` ? never : Name }[PageName];

/** A page of this site, named as in src/shared/page-paths.ts: `<PageLink to="salesTerms">`. */
export function PageLink({ to, children }: { to: PlainPage; children: ReactNode }) {
  return (
    <Link to={pathTo(to)} className={legalLinkClass}>
      {children}
    </Link>
  );
}

/** An address outside the site, opened in place. */
export function WebLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={legalLinkClass}>
      {children}
    </a>
  );
}

/** The address, as given (the operator's details are printed as they come: see lib/operator-details.ts). */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${legalLinkClass} break-words`}>
      {email}
    </a>
  );
}

/** « text », with the no-break spaces French typography puts inside the marks. */
export function Quoted({ children }: { children: ReactNode }) {
  return (
    <>
      {"«\u00a0"}
      {children}
      {"\u00a0»"}
    </>
  );
}

export type Detail = { term: string; value: ReactNode };

/** Label and value, one pair a line (two columns from the small breakpoint up). */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {details.map((detail) => (
        <div key={detail.term} className="contents">
          <dt className="mt-2 font-medium text-ink sm:mt-0">{detail.term}</dt>
          <dd className="break-words">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block inside a section (an h3 under the section's h2). */
export function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-2 flex flex-col gap-2">
      <h3 className="font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}
