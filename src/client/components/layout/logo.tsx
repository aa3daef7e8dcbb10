import { cn } from "../../lib/utils";

/** The brand mark: a chocolate bar with a peach heart (same drawing as /favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn("size-9 shrink-0", className)}>
      <rect width="64" height="64" rx="16" fill="#B76E79" />
      <rect x="16" y="14" width="32" height="38" rx="5" fill="#4A2C2A" />
      <g fill="#6B4542">
        <rect x="20" y="18" width="11" height="9" rx="2" />
        <rect x="33" y="18" width="11" height="9" rx="2" />
        <rect x="20" y="29" width="11" height="9" rx="2" />
        <rect x="33" y="29" width="11" height="9" rx="2" />
      </g>
      <path d="M32 50c-6-4.2-9.5-7.3-9.5-11a4.6 4.6 0 0 1 9.5-1.8 4.6 4.6 0 0 1 9.5 1.8c0 3.7-3.5 6.8-9.5 11z" fill="#FAD7C1" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className="font-display text-lg leading-none font-semibold text-chocolate">Boutique Solidaire</span>
    </span>
  );
}
