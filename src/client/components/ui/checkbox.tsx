import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

// A native checkbox: it submits its `name` with the form, works with react-hook-form's register, and
// browser tests can `check()` it; accent-color gives it the brand look.
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-5 shrink-0 cursor-pointer rounded border-line accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed",
        className,
      )}
      {...props}
    />
  );
}
