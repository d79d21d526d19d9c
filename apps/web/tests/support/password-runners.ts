import {
  createInlinePasswordRunner,
  type PasswordRunner,
} from '../../server/auth/password-runner.ts';

/**
 * The real scrypt (inline), with a count of what reached the threads, and optionally held at
 * the door until the test lets it run, to fill the queue at will.
 */
export function countingPasswordRunner(options: { threads?: number; isHeld?: boolean } = {}) {
  const inner = createInlinePasswordRunner(options.threads ?? 1);
  const seen = { derives: 0, waits: [] as number[], durations: [] as number[] };
  const held: Array<() => void> = [];
  const door = () =>
    options.isHeld ? new Promise<void>((resolve) => held.push(resolve)) : Promise.resolve();
  const runner: PasswordRunner = {
    threads: inner.threads,
    async derive(task) {
      await door();
      seen.derives += 1;
      const derived = await inner.derive(task);
      seen.durations.push(derived.ms);
      return derived;
    },
    async wait(ms) {
      await door();
      seen.waits.push(ms);
      await inner.wait(ms);
    },
    close: () => inner.close(),
  };
  const letAllRun = () => {
    options.isHeld = false;
    for (const release of held.splice(0)) release();
  };
  /** Forgets what was counted so far (the measured durations stay). */
  const resetCounts = () => {
    seen.derives = 0;
    seen.waits = [];
  };
  return { runner, seen, letAllRun, resetCounts, heldCount: () => held.length };
}
