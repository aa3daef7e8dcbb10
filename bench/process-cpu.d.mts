/** utime + stime of a /proc/PID/stat line, in clock ticks. */
export function cpuTicksFromStat(line: string): number;
/** The machine's busy and total clock ticks from /proc/stat. */
export function machineTicksFromStat(text: string): { busy: number; total: number };
/** Share of one core used between two readings. */
export function coreShare(ticksBefore: number, ticksAfter: number, ticksPerSecond: number, wallSeconds: number): number;
export function clockTicksPerSecond(): number;
export function startCpuMeter<Name extends string>(
  pids: Record<Name, number>,
): { stop(): Record<Name, number> & { machine: number; wallSeconds: number } };
