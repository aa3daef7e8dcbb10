import { formatEuroAmount } from "../../../shared/format";

// What the goal's bar in the hero says for an amount raised (docs/product.md#campaign-page). React draws it
// (campaign-hero.tsx) and, before the app runs, the page's small live script updates the server's markup with the
// same texts (campaign-live.ts): one source, so that React adopts that markup without a mismatch.

const percentFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

export type GoalProgressView = {
  /** 'Collecte en cours' */
  head: string;
  /** '1 234,50 € / 5 000,00 €', kept on one line on a phone. */
  amounts: string;
  /** 0-100, for the bar's width. */
  percent: number;
  /** aria-valuenow */
  valueNow: number;
  /** aria-valuetext: '25 % de l'objectif' */
  valueText: string;
  /** '25 % de l'objectif atteint' */
  caption: string;
};

/** docs/product.md#campaign-page: raised ÷ goal × 100, kept within 0..100 (a goal already passed shows a full bar). */
export function progressPercent(raisedEur: number, goalEur: number): number {
  if (!Number.isFinite(raisedEur) || !Number.isFinite(goalEur) || goalEur <= 0) return 0;
  return Math.min(100, Math.max(0, (raisedEur / goalEur) * 100));
}

export function goalProgressView(raisedEur: number, goalEur: number): GoalProgressView {
  const percent = progressPercent(raisedEur, goalEur);
  const shown = percentFormat.format(percent);
  return {
    head: "Collecte en cours",
    amounts: `${formatEuroAmount(raisedEur)} / ${formatEuroAmount(goalEur)}`,
    percent,
    valueNow: Math.round(percent),
    valueText: `${shown} % de l'objectif`,
    caption: `${shown} % de l'objectif atteint`,
  };
}

/** Data attributes on the goal's markup, where the live script finds what to update. */
export const GOAL_MARKS = {
  box: "data-goal-progress",
  amounts: "data-goal-amounts",
  bar: "data-goal-bar",
  fill: "data-goal-fill",
  caption: "data-goal-caption",
  /** Empty while the amount is live; says so when it is not (lib/live-state-text.ts). */
  note: "data-goal-note",
} as const;
