import type { ReactNode } from "react";
import { cn } from "../../lib/utils";
import { slugStatusText, type SlugStatus } from "./slug-status";

/** The line under an address field: whether the address is free, coloured by the answer (both campaign forms). */
export function SlugStatusLine({
  status,
  text = slugStatusText(status),
  children,
}: {
  status: SlugStatus;
  text?: string | null;
  children?: ReactNode;
}) {
  return (
    <p
      role="status"
      className={cn(
        "min-h-5 text-sm font-medium",
        status.kind === "available" && "text-success",
        (status.kind === "taken" || status.kind === "reserved" || status.kind === "error") && "text-danger",
        status.kind === "checking" && "text-muted",
      )}
    >
      {text}
      {children}
    </p>
  );
}
