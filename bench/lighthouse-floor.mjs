// One page measured by Lighthouse beside its no-script floor (bench/no-script-floor.mjs), the runs interleaved so
// that the machine's load weighs on both alike: the page's score is read against what its HTML and CSS alone get
// on the same machine in the same minutes, not against a number taken on a quieter day.
import { runLighthouse } from "./lighthouse.mjs";
import { kB, pageWeight } from "./page-weight.mjs";

export const TARGETS = { performance: 95, tbtMs: 150, pointsBehindFloor: 3 };

export const lighthouseRuns = () => Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again. */
async function lighthouseWithRetries(url, chromePath, label) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, { chromePath });
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`Lighthouse, ${label}, attempt ${attempt}: ${error.message}; retrying`);
    }
  }
}

const held = (ok) => (ok ? "held" : "not held");

/**
 * Measures `pagePath` `runs` times on the shop and on the floor, one after the other in each run (which goes first
 * alternates, so neither always meets the other's leftovers), prints each run and the medians with the targets,
 * and returns the medians.
 */
export async function lighthouseBesideFloor({ shopUrl, floorUrl, pagePath, chromePath, runs = lighthouseRuns(), database, jsTargetKb }) {
  const ours = [];
  const floor = [];
  for (let i = 0; i < runs; i++) {
    const measureOurs = async () => ours.push(await lighthouseWithRetries(`${shopUrl}${pagePath}`, chromePath, `run ${i + 1}, ours`));
    const measureFloor = async () => floor.push(await lighthouseWithRetries(`${floorUrl}${pagePath}`, chromePath, `run ${i + 1}, floor`));
    if (i % 2 === 0) {
      await measureOurs();
      await measureFloor();
    } else {
      await measureFloor();
      await measureOurs();
    }
  }

  const pick = (results, key) => median(results.map((r) => r[key]));
  const medians = (results) => ({
    performance: pick(results, "performance"),
    tbtMs: pick(results, "tbtMs"),
    lcpMs: pick(results, "lcpMs"),
    benchmarkIndex: pick(results, "benchmarkIndex"),
  });
  const summary = { database, pagePath, runs, ours: medians(ours), floor: medians(floor) };
  summary.pointsBehind = summary.floor.performance - summary.ours.performance;
  const row = (run, a, b, pointsBehind) => ({
    run,
    performance: a.performance,
    "TBT ms": a.tbtMs,
    "LCP ms": a.lcpMs,
    "CPU index": a.benchmarkIndex,
    "floor: performance": b.performance,
    "floor: TBT ms": b.tbtMs,
    "floor: LCP ms": b.lcpMs,
    "floor: CPU index": b.benchmarkIndex,
    "points behind": pointsBehind,
  });

  console.log(`\nLighthouse 12, default mobile settings (simulated slow 4G, 4x CPU slowdown), ${pagePath}, ${database}`);
  console.log("Beside it, each run, the floor: the same page's HTML with its scripts taken out, the rest served by the shop.");
  console.log("Points behind: the floor's score less ours (on the median row, of the two medians).");
  console.table([
    ...ours.map((r, i) => row(String(i + 1), r, floor[i], floor[i].performance - r.performance)),
    row(`median of ${runs}`, summary.ours, summary.floor, summary.pointsBehind),
  ]);
  const { performance, tbtMs } = summary.ours;
  console.log(
    `Targets: performance >= ${TARGETS.performance}: ${held(performance >= TARGETS.performance)} (${performance}); ` +
      `TBT <= ${TARGETS.tbtMs} ms: ${held(tbtMs <= TARGETS.tbtMs)} (${tbtMs} ms); ` +
      `within ${TARGETS.pointsBehindFloor} points of the no-script floor: ${held(summary.pointsBehind <= TARGETS.pointsBehindFloor)} ` +
      `(floor ${summary.floor.performance}, ${summary.pointsBehind} points behind).`,
  );
  const others = (key) => pick(ours, key);
  console.log(
    `Ours, medians: accessibility ${others("accessibility")} (target >= 95), best practices ${others("bestPractices")}, ` +
      `SEO ${others("seo")}, FCP ${others("fcpMs")} ms, CLS ${median(ours.map((r) => r.cls))?.toFixed(3)}, ` +
      `speed index ${others("speedIndexMs")} ms, ${kB(others("transferBytes"))} transferred.`,
  );
  const failing = [...new Set(ours.flatMap((r) => r.failing))];
  if (failing.length) console.log("Audits under 0.9 in at least one run of ours: %s", failing.join(", "));
  const weight = await pageWeight(ours[0].resources);
  const floorWeight = await pageWeight(floor[0].resources);
  const target = jsTargetKb ? ` (target <= ${jsTargetKb} kB)` : "";
  console.log(
    `Loaded by ${pagePath}, gzipped: JavaScript ${kB(weight.js)}${target}, CSS ${kB(weight.css)}, in ${weight.files} files; ` +
      `by the floor: JavaScript ${kB(floorWeight.js)}, CSS ${kB(floorWeight.css)}.`,
  );
  return summary;
}

/** The medians of every page measured, on each database, in one table. */
export function printFloorSummary(summaries) {
  if (!summaries.length) return;
  console.log(
    `\nLighthouse mobile beside the no-script floor, medians (targets: performance >= ${TARGETS.performance}, ` +
      `TBT <= ${TARGETS.tbtMs} ms, at most ${TARGETS.pointsBehindFloor} points behind the floor)`,
  );
  console.table(
    summaries.map((s) => ({
      page: s.pagePath,
      database: s.database,
      performance: `${s.ours.performance} / floor ${s.floor.performance}`,
      "points behind": s.pointsBehind,
      "TBT ms": `${s.ours.tbtMs} / floor ${s.floor.tbtMs}`,
      "LCP ms": `${s.ours.lcpMs} / floor ${s.floor.lcpMs}`,
      "CPU index": `${s.ours.benchmarkIndex} / floor ${s.floor.benchmarkIndex}`,
      targets: [s.ours.performance >= TARGETS.performance, s.ours.tbtMs <= TARGETS.tbtMs, s.pointsBehind <= TARGETS.pointsBehindFloor]
        .map(held)
        .join(", "),
    })),
  );
}
