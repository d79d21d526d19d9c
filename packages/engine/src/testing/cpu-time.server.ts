/**
 * CPU time this process spent in `run`, in milliseconds.
 *
 * The guards against super-linear patterns use it instead of the wall clock: on a shared
 * two-core machine other processes stretch wall time many times over (a 500 ms bound failed
 * at a load average of 20), while the CPU time of this process stays close to the work done.
 * The engine's tests run in worker threads of one process, so the figure also holds what the
 * other worker did meanwhile (at most about double on two workers): the bounds leave room for
 * that and still fail on a quadratic pattern, which takes seconds to minutes on these inputs.
 */
export function cpuMillis(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
