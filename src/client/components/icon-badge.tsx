import type { LucideIcon } from "lucide-react";

// The badge sizes in use; the icon inside is half as wide.
const sizes = {
  sm: { badge: "size-11", icon: "size-5" },
  md: { badge: "size-12", icon: "size-6" },
  lg: { badge: "size-14", icon: "size-7" },
  xl: { badge: "size-16", icon: "size-8" },
} as const;

type IconBadgeProps = {
  icon: LucideIcon;
  size: keyof typeof sizes;
  /** Background and icon colour, e.g. "bg-peach text-brand-deeper". */
  tone: string;
  /** Beside text in a row: the badge keeps its width. */
  fixed?: boolean;
  className?: string;
};

/** An icon in a round coloured badge: the picture of a message, a confirmation or an empty state. */
export function IconBadge({ icon: Icon, size, tone, fixed = false, className }: IconBadgeProps) {
  const badge = [className, "grid", sizes[size].badge, fixed && "shrink-0", "place-items-center rounded-full", tone];
  return (
    <span className={badge.filter(Boolean).join(" ")}>
      <Icon className={sizes[size].icon} aria-hidden="true" />
    </span>
  );
}
