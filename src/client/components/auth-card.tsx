import type { ReactNode } from "react";
import { usePageTitle } from "../lib/use-page-title";

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centered card shared by every authentication screen. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  // The same title as the prerendered page's (src/shared/public-pages.ts, signInPages).
  usePageTitle(title);
  return (
    <div className="relative overflow-hidden px-4 py-10 sm:py-16">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-peach/60 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-24 -left-24 size-72 rounded-full bg-brand-light blur-3xl" />
      <div className="relative mx-auto w-full max-w-md rounded-(--radius-card) border border-line/70 bg-white p-6 shadow-(--shadow-soft) sm:p-8">
        <h1 className="text-3xl font-semibold">{title}</h1>
        {description ? <div className="mt-2 text-sm text-muted">{description}</div> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 border-t border-line pt-5 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </div>
  );
}
