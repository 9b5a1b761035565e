import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** The machine's cores, which the shares below divide by. */
export const cores = availableParallelism();
const clockTicks = 100;

/** CPU seconds a process has used so far (user + system), from /proc; NaN where it cannot be read. */
export const cpuSeconds = (pid: number | undefined): number => {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return Number.NaN;
  }
};

/** CPU seconds used over a window of `seconds`, as a share of the whole machine (0.5: one core of two). */
export const machineShare = (cpuSecondsUsed: number, seconds: number): number => cpuSecondsUsed / seconds / cores;

/** This process's own CPU seconds since `before` (process.cpuUsage()). */
export const ownCpuSeconds = (before: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
};

export const percent = (share: number): string => (Number.isNaN(share) ? "-" : `${(share * 100).toFixed(0)} %`);
