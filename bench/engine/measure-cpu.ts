/**
 * CPU time (user + system, from process.cpuUsage) of one run of each task, median of `runs`,
 * after `warmups` unmeasured runs of each. On a machine other work keeps busy, wall time
 * counts the time this process waited for a core; CPU time counts only the work it did, so it
 * stays comparable between a quiet and a loaded machine (it still rises somewhat under load,
 * as caches and cores are shared). It includes V8's helper threads (garbage collection),
 * which are part of the analysis's cost. The tasks take turns run by run, so that a change of
 * load during the measurement falls on all of them alike and their ratio stays fair.
 */
export function measureCpuMedians(
  tasks: readonly (() => unknown)[],
  runs: number,
  warmups = 0,
): number[] {
  for (let i = 0; i < warmups; i++) for (const task of tasks) task();
  const times = tasks.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    tasks.forEach((task, at) => {
      const start = process.cpuUsage();
      task();
      const used = process.cpuUsage(start);
      times[at]?.push((used.user + used.system) / 1000);
    });
  }
  return times.map(median);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
