// Whether a row of the HTTP bench measured the shop or the harness. The bare node:http server is the floor: in its
// run it must be the process that limits the rate (its one JavaScript thread busy all the time), or its figure is
// somebody else's ceiling and the ratio says nothing of the shop.

/** A Node process using this share of one core or more was saturated: its JavaScript runs on one thread. */
export const SATURATED = 0.9;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const percent = (share) => `${Math.round(share * 100)} %`;

/** Which of a run's processes were saturated, by name ("shop", "bare server", "load generator"). */
export function saturatedIn(cpu) {
  return Object.entries(cpu)
    .filter(([, share]) => share >= SATURATED)
    .map(([name]) => name);
}

/**
 * The verdict on one row. `shop` and `bare`: each server's run, as `{ rps, server, loadGenerator, machine }` (requests
 * per second, the server's and the load generator's share of one core, the machine's busy share), medians of the
 * rounds. Returns the ratio, whether it is a result (`valid`), and if not, every reason it is a harness fault.
 */
export function judgeRow({ shop, bare }) {
  const ratio = shop.rps / bare.rps;
  const reasons = [];
  if (bare.loadGenerator >= SATURATED) {
    reasons.push(
      `load generator saturated during the bare server's run (${percent(bare.loadGenerator)} of a core): the floor is its ceiling, not Node's`,
    );
  }
  if (bare.server < SATURATED) {
    reasons.push(
      `bare server not saturated (${percent(bare.server)} of a core, machine ${percent(bare.machine)} busy): it waited for a core, the floor is too low`,
    );
  }
  if (shop.loadGenerator >= SATURATED) {
    reasons.push(
      `load generator saturated during the shop's run (${percent(shop.loadGenerator)} of a core): the shop's figure is its ceiling`,
    );
  }
  // Node sending stored bytes cannot be slower than the shop computing them: whatever the cause, not a result.
  if (ratio > 1 && reasons.length === 0)
    reasons.push("bare server slower than the shop, though it was the saturated process: slower than expected");
  return {
    ratio,
    valid: reasons.length === 0,
    reasons,
    saturated: {
      shop: saturatedIn({ shop: shop.server, "load generator": shop.loadGenerator }),
      bare: saturatedIn({ "bare server": bare.server, "load generator": bare.loadGenerator }),
    },
  };
}

/** A ratio target (e.g. 0.9) is held or not only on a valid row; a harness fault judges nothing. */
export function ratioVerdict(judgement, atLeast) {
  if (!judgement.valid) return "not judged (harness fault)";
  return judgement.ratio >= atLeast ? "held" : "not held";
}
