import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/utils";

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin text-brand", className)} />;
}

/** Full-area loading state, announced to screen readers. */
export function LoadingState({ label = "Chargement...", className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn("flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted", className)}>
      <Spinner className="size-8" />
      <span>{label}</span>
    </div>
  );
}
