/** Runs `task` `runs` times after `warmups` unmeasured runs and returns the median in ms. */
export function measureMedian(task: () => unknown, runs: number, warmups = 0): number {
  for (let i = 0; i < warmups; i++) task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  return times.length % 2 === 1
    ? (times[middle] as number)
    : ((times[middle - 1] as number) + (times[middle] as number)) / 2;
}
