import type { ReactNode } from "react";
import { cn } from "../lib/utils";

/** The title block of a marketing section: a small eyebrow, the h2 and a lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  tone = "light",
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "center" | "left";
  /** "dark" for a section on the chocolate background. */
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-xl", className)}>
      {eyebrow ? (
        <p className={cn("text-sm font-semibold tracking-wide uppercase", tone === "dark" ? "text-peach" : "text-brand-deeper")}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cn("mt-2 text-3xl font-semibold sm:text-4xl", tone === "dark" && "text-cream")}>
        {title}
      </h2>
      {lead ? <p className={cn("mt-4 text-lg", tone === "dark" ? "text-cream/80" : "text-muted")}>{lead}</p> : null}
    </div>
  );
}

/** The heading of a text beside a picture (the chocolatier's profile): eyebrow and h2, left-aligned, no wrapper. */
export function ProfileHeading({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-deeper uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
    </>
  );
}
