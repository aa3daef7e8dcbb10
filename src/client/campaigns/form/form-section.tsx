import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/utils";

type FormSectionProps = {
  id: string;
  title: string;
  /** Shown in a round badge before the title (the numbered steps of /campaign/create). */
  number?: number;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One titled block of a long form; its fields sit in a two-column grid from tablet width. */
export function FormSection({ id, title, number, description, className, children }: FormSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId}>
      <Card className={cn("p-5 sm:p-7", className)}>
        <div className="mb-5 flex items-start gap-3">
          {number !== undefined ? (
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-dark font-semibold text-white"
            >
              {number}
            </span>
          ) : null}
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-semibold sm:text-2xl">
              {number !== undefined ? <span className="sr-only">{number}. </span> : null}
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      </Card>
    </section>
  );
}
