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
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
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
