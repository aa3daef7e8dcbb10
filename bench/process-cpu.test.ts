// Engine-independent: reads /proc text, no database.
import { describe, expect, it } from "vitest";
import { coreShare, cpuTicksFromStat, machineTicksFromStat, startCpuMeter } from "./process-cpu.mjs";

describe("cpuTicksFromStat", () => {
  it("adds utime and stime, the 14th and 15th fields of /proc/PID/stat", () => {
    const line = "9361 (node) R 9357 9357 8548 0 -1 4194304 96 0 0 0 734 121 0 0 20 0 7 0 6053808 3133440 363";
    expect(cpuTicksFromStat(line)).toBe(855);
  });

  it("counts the fields after the command name even when it holds spaces and parentheses", () => {
    const line = "42 (node (bench) x) S 1 42 42 0 -1 4194304 96 0 0 0 10 5 0 0 20 0 1 0 100 1000 10";
    expect(cpuTicksFromStat(line)).toBe(15);
  });

  it("refuses a line that is not a process's stat line", () => {
    expect(() => cpuTicksFromStat("cpu  8545537 215553")).toThrow(/not a \/proc\/PID\/stat line/);
  });
});

describe("coreShare", () => {
  it("is the CPU seconds used divided by the wall seconds: 1 is a whole core", () => {
    // 450 ticks at 100 a second over 5 s: 4.5 s of CPU, 90 % of one core.
    expect(coreShare(1000, 1450, 100, 5)).toBeCloseTo(0.9);
    // A process with busy helper threads (garbage collector, compression) may use more than one core.
    expect(coreShare(0, 600, 100, 5)).toBeCloseTo(1.2);
  });
});

describe("machineTicksFromStat", () => {
  it("counts idle and iowait as idle, every other kind of time as busy, over every core", () => {
    const text = "cpu  100 10 50 800 40 0 5 15 0 0\ncpu0 50 5 25 400 20 0 2 7 0 0\n";
    expect(machineTicksFromStat(text)).toEqual({ busy: 180, total: 1020 });
  });
});

describe("startCpuMeter", () => {
  it("sees a process that spins for a while as using about one core", () => {
    const meter = startCpuMeter({ self: process.pid });
    const until = Date.now() + 300;
    while (Date.now() < until) {
      // spin
    }
    const { self, wallSeconds } = meter.stop();
    expect(wallSeconds).toBeGreaterThanOrEqual(0.29);
    // Clock ticks are 10 ms, and a shared machine may take the core away for part of the time.
    expect(self).toBeGreaterThan(0.2);
    expect(self).toBeLessThan(1.6);
  });
});
