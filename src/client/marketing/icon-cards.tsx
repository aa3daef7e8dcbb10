import type { LucideIcon } from "lucide-react";

export type IconCard = { icon: LucideIcon; title: string; text: string };

/** The classes of one list of cards; `badge` is the round or square badge around the icon, the icon alone without it. */
type IconCardLook = { list: string; card: string; badge?: string; icon: string; title: string; text: string };

const looks = {
  /** White cards with a border and a large badge (the home page's benefits). */
  bordered: {
    list: "mt-12 grid gap-5 md:grid-cols-3",
    card: "rounded-(--radius-card) border border-line/70 bg-white p-6 shadow-(--shadow-soft) sm:p-7",
    badge: "grid size-12 place-items-center rounded-2xl bg-peach text-brand-deeper",
    icon: "size-6",
    title: "mt-5 text-xl font-semibold",
    text: "mt-2 text-muted",
  },
  /** Faint cards on the chocolate background (the home page's reassurance). */
  dark: {
    list: "mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
    card: "rounded-2xl bg-white/5 p-6 ring-1 ring-white/10",
    badge: "grid size-11 place-items-center rounded-xl bg-peach text-chocolate",
    icon: "size-5",
    title: "mt-4 font-sans text-lg font-semibold text-cream",
    text: "mt-2 text-sm text-cream/80",
  },
  /** White cards without a badge, on a tinted band (/comment-ca-marche's reasons). */
  soft: {
    list: "mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
    card: "rounded-2xl bg-white p-6 shadow-(--shadow-soft)",
    icon: "size-6 text-brand-dark",
    title: "mt-3 font-sans text-lg font-semibold text-chocolate",
    text: "mt-1 text-sm text-muted",
  },
} satisfies Record<string, IconCardLook>;

/** A list of short cards, each an icon, a title and a sentence (the benefits and promises of the marketing pages). */
export function IconCards({ cards, look: name }: { cards: readonly IconCard[]; look: keyof typeof looks }) {
  const look: IconCardLook = looks[name];
  return (
    <ul className={look.list}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className={look.card}>
          {look.badge ? (
            <span className={look.badge}>
              <Icon className={look.icon} aria-hidden="true" />
            </span>
          ) : (
            <Icon className={look.icon} aria-hidden="true" />
          )}
          <h3 className={look.title}>{title}</h3>
          <p className={look.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
