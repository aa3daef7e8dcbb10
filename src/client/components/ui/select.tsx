import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "../../lib/utils";

/**
 * A native select with the look of Input: the phone's own picker on mobile, the keyboard and screen readers for free.
 * `className` goes to the select, `wrapperClassName` to the box around it (width, placement).
 */
export function Select({ className, wrapperClassName, ...props }: ComponentProps<"select"> & { wrapperClassName?: string }) {
  return (
    <span className={cn("relative inline-flex w-full min-w-0", wrapperClassName)}>
      <select
        className={cn(
          "h-11 w-full min-w-0 cursor-pointer appearance-none truncate rounded-xl border border-line-strong bg-white pr-9 pl-3.5 text-base text-ink shadow-xs transition-colors focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger md:text-sm",
          className,
        )}
        {...props}
      />
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
    </span>
  );
}
