import { cn } from "../lib/utils";

/**
 * Says that the figures around it are no longer live (decision 046); empty, and taking no room, while they are. A
 * status region, so that a screen reader hears the break and the return.
 */
export function LiveNote({ text, className, ...marks }: { text: string; className?: string; [mark: `data-${string}`]: string }) {
  return (
    <p role="status" {...marks} className={cn("text-sm text-amber-800 empty:hidden", className)}>
      {text}
    </p>
  );
}
