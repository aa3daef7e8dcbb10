import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { homePage, prerenderedPages } from "../../src/shared/public-pages";
import { expect } from "./fixtures";

// The JavaScript a page makes a phone download before the visitor does anything (docs/decisions/023): each file the
// page loads until the network is idle, with no click, scroll or pointer move, gzipped at level 9 (as the build's .gz
// twins). Measured on the real build, served by the real server, on a first visit (a fresh browser context: nothing
// cached). Over its budget, a page fails, named with its budget and its scripts, largest first.
//
// `budget` is what a page may load today; `target` is where it is going (bench/README.md, "JavaScript budgets"): a
// ceiling set at today's weight, lowered as pages shed code, so that nothing grows meanwhile.
//
// public-site.spec.ts measures the pages it visits (their first visit at 390 px, before its checks scroll); js-budgets.spec.ts
// the others.

export type Budget = { budget: number; target?: number };

const KB = 1024;
const marketing: Budget = { budget: 40 * KB };
// Prerendered like the marketing pages since decision 026 (155 kB before it, 191 kB before the deferred forms).
const signIn: Budget = { budget: 40 * KB };

/** Every public page, by address: a page added to src/shared/public-pages.ts without a budget fails js-budgets.spec.ts. */
export const budgets = new Map<string, Budget>([
  ...[homePage, ...prerenderedPages].map((page) => [page.path, marketing] as const),
  ["/auth/login", signIn],
  ["/login", signIn],
  ["/auth/register", signIn],
  ["/auth/forgot", signIn],
  // As the reset mail's link opens it (a Better Auth token of 24 characters): the form, not the expired-link message.
  ["/auth/reset?token=Zq8vK2mW5tRb7yLc3nHd9xPf", signIn],
]);
// The shop (React, the cart, the dialogs) loads at the visitor's first move; before it, the boot script and the live
// amount raised (docs/decisions/024-campaign-page-app-on-first-move.md).
export const campaignPage: Budget = { budget: 80 * KB };

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

type Script = { file: string; bytes: number };

/**
 * Starts counting the scripts the page loads, with their gzipped sizes: call it before `page.goto`, and call what it
 * returns once the page has loaded untouched (network idle, no click, scroll or pointer move).
 */
export function countScripts(page: Page): () => Promise<Script[]> {
  const loads: Promise<Script>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    loads.push(response.body().then((body) => ({ file: new URL(response.url()).pathname, bytes: gzipSync(body, { level: 9 }).length })));
  });
  return async () => (await Promise.all(loads)).sort((a, b) => b.bytes - a.bytes);
}

/** Fails when the scripts counted add up to more than the budget, naming them. */
export function expectWithinBudget(path: string, scripts: Script[], { budget, target }: Budget): void {
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const detail = scripts.map((script) => `${script.file} ${kB(script.bytes)}`).join(", ");
  const goal = target ? ` (target ${kB(target)})` : "";
  // The weights in the run's output, for bench/README.md's table.
  console.log(`${path}: ${kB(total)} before any interaction (budget ${kB(budget)}${goal}): ${detail}`);
  expect(
    total,
    `${path} loads ${kB(total)} of JavaScript before any interaction, budget ${kB(budget)}${goal}: ${detail}`,
  ).toBeLessThanOrEqual(budget);
}
