import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** Multi-line text with the same look as Input. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-28 w-full min-w-0 rounded-xl border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted/80 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
