// CPU time read from /proc (Linux): how much of a core a process used during a measurement, and how busy the
// whole machine was meanwhile. The HTTP bench judges with it which process limited a run (bench/http-judgement.mjs).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * The CPU time a process has used, in clock ticks (user + system, every thread of it), from its /proc/PID/stat
 * line. The command name (second field) is in parentheses and may hold spaces or parentheses itself, so the fields
 * are counted from the last ')': utime and stime are the 14th and 15th fields of the line.
 */
export function cpuTicksFromStat(line) {
  const afterName = line.slice(line.lastIndexOf(")") + 2).split(" ");
  // afterName[0] is field 3 (the state): field n is afterName[n - 3].
  const utime = Number(afterName[11]);
  const stime = Number(afterName[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`not a /proc/PID/stat line: ${line}`);
  return utime + stime;
}

/** The machine's busy and total clock ticks, every core together, from the first line of /proc/stat. */
export function machineTicksFromStat(text) {
  const [label, ...fields] = text.split("\n")[0].trim().split(/\s+/);
  if (label !== "cpu") throw new Error("not a /proc/stat text");
  // user nice system idle iowait irq softirq steal: guest time is already counted in user and nice.
  const ticks = fields.slice(0, 8).map(Number);
  const idle = ticks[3] + ticks[4];
  const total = ticks.reduce((sum, n) => sum + n, 0);
  return { busy: total - idle, total };
}

/** Share of one core a process used: 1 is a whole core (a Node process's one JavaScript thread, saturated). */
export function coreShare(ticksBefore, ticksAfter, ticksPerSecond, wallSeconds) {
  return (ticksAfter - ticksBefore) / ticksPerSecond / wallSeconds;
}

let ticksPerSecond;
/** The kernel's clock ticks per second (USER_HZ), 100 on nearly every Linux. */
export function clockTicksPerSecond() {
  if (ticksPerSecond === undefined) {
    const answer = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout);
    ticksPerSecond = answer > 0 ? answer : 100;
  }
  return ticksPerSecond;
}

/**
 * Starts a CPU meter on some processes; its `stop()` returns each one's share of one core since the start, and the
 * share of the whole machine that was busy (every process on it, ours and others').
 */
export function startCpuMeter(pids) {
  const processTicks = () =>
    Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuTicksFromStat(readFileSync(`/proc/${pid}/stat`, "utf8"))]));
  const machineTicks = () => machineTicksFromStat(readFileSync("/proc/stat", "utf8"));
  const startedAt = process.hrtime.bigint();
  const before = processTicks();
  const machineBefore = machineTicks();
  return {
    stop() {
      const after = processTicks();
      const machineAfter = machineTicks();
      const wallSeconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      const shares = Object.fromEntries(
        Object.keys(pids).map((name) => [name, coreShare(before[name], after[name], clockTicksPerSecond(), wallSeconds)]),
      );
      const machine = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
      return { ...shares, machine, wallSeconds };
    },
  };
}
