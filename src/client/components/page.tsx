import type { ReactNode } from "react";
import { cn } from "../lib/utils";

/** Page title block shared by the content pages: one h1 per page. */
export function PageHeader({
  title,
  lead,
  eyebrow,
  children,
  className,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("bg-gradient-to-b from-peach-light to-cream", className)}>
      <div className="mx-auto max-w-4xl px-4 pt-12 pb-10 text-center sm:px-6 sm:pt-16">
        {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-brand-dark uppercase">{eyebrow}</p> : null}
        <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
        {lead ? <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{lead}</p> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </section>
  );
}

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6", className)}>{children}</div>;
}

/** Title block of the signed-in pages (left aligned, lighter). */
export function AppPageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 pt-8 pb-6 sm:flex-row sm:items-end sm:justify-between sm:pt-12">
      <div>
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  );
}
