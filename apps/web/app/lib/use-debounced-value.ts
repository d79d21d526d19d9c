import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs`: a writer toggling several edits in a
 * row causes one request, not one per click. Six lines of React, so no library for it.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
