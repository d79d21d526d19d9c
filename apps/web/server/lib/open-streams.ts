/**
 * The event streams open right now (the streamed improve), so that a shutdown whose grace has
 * run out can end each with a clean error event instead of a cut connection (issue 37).
 */
export interface OpenStreams {
  /** Registers a stream's way to end itself; returns the call that forgets it. */
  track(end: () => Promise<void>): () => void;
  /** Ends every stream still open, each with its error event. */
  endAll(): Promise<void>;
  readonly size: number;
}

export function createOpenStreams(): OpenStreams {
  const open = new Set<() => Promise<void>>();
  return {
    track(end) {
      open.add(end);
      return () => open.delete(end);
    },
    async endAll() {
      const ends = [...open];
      open.clear();
      await Promise.allSettled(ends.map((end) => end()));
    },
    get size() {
      return open.size;
    },
  };
}
