import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { renderingChecksOn } from "./scope";

type Options = { label?: string; exclude?: string[] };

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the current page and fails, softly so that the journey goes on,
 * when it finds serious or critical violations. The full results are attached to the test report.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: Options = {}): Promise<void> {
  if (!renderingChecksOn) return;
  const label = options.label ?? new URL(page.url()).pathname;
  // Colours are measured as painted: a toast or a dialog fading in or out fails contrast midway. Wait for the
  // transitions that end (a spinner's never does).
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      {
        timeout: 5_000,
      },
    )
    .catch(() => {});
  // Only the violations are read: axe then skips describing every node that passed, the larger part of its work on a
  // long page. Legacy mode runs axe.run in the page itself, where the default opens a blank page to merge each frame's
  // results (our pages have no frames): together about half the time of a check (docs/decisions/028).
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode();
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  await test.info().attach(`axe ${label}`, { body: JSON.stringify(results.violations, null, 2), contentType: "application/json" });
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.split("\n").join(" ") ?? ""}`)
        .join("\n"),
  );
  expect.soft(report, `axe: serious or critical violations on ${label}`).toEqual([]);
}
