import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { cn } from "../lib/utils";

/** '← Ma boutique' above a page: the way back to the list it was opened from, a 44 px target for a thumb. */
export function BackLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "mt-6 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-chocolate underline-offset-4 hover:underline",
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
