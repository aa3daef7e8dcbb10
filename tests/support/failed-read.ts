import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { failure, type ApiAnswer, type ApiHandler } from "./client-render";

// A screen's failed read, in component tests: said where the data would be, never as the screen's empty state, with
// 'Réessayer' that reads again. The stand-in API fails the read once; one test step checks what the screen says.

/**
 * A read of `path` (a path, or a test of it) that fails the first time, with a 500 unless `first` says otherwise,
 * and answers `then` after: the screen's 'Réessayer'. Other calls are left unanswered, for the next handler.
 */
export function failsOnceThen(
  path: string | ((path: string) => boolean),
  then: ApiAnswer,
  first: ApiAnswer = failure(500, "INTERNAL", "Une erreur est survenue"),
): ApiHandler {
  const matches = typeof path === "string" ? (called: string) => called === path : path;
  let reads = 0;
  return (call) => {
    if (!matches(call.path)) return undefined;
    reads += 1;
    return reads === 1 ? first : then;
  };
}

/** What a failed read must not show: a text of the screen's empty state, or any query (null while it is absent). */
type AbsentWhileFailed = string | RegExp | (() => HTMLElement | null);

/**
 * The failed read as every screen says it: an alert with `alert` in it, and none of `empty`; then 'Réessayer'.
 * `whileFailed` checks more of the failed screen. The test then looks for what the second read shows.
 */
export async function expectReadRetried(
  user: UserEvent,
  { alert, empty = [], whileFailed }: { alert: string; empty?: AbsentWhileFailed | AbsentWhileFailed[]; whileFailed?: () => void },
) {
  expect((await screen.findByRole("alert")).textContent).toContain(alert);
  for (const absent of [empty].flat()) {
    expect(typeof absent === "function" ? absent() : screen.queryByText(absent)).toBeNull();
  }
  whileFailed?.();
  await user.click(screen.getByRole("button", { name: "Réessayer" }));
}
