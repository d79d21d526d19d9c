import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * A mutation whose call is cancelled when the screen goes away, so the server stops the work
 * and counts nothing (TanStack Query gives queries a signal but not mutations). A cancelled
 * call settles no state: its screen is gone.
 */
export function useCancellableMutation<Variables, Data>(
  run: (variables: Variables, signal: AbortSignal) => Promise<Data>,
) {
  const activeCall = useRef<AbortController | null>(null);
  useEffect(() => () => activeCall.current?.abort(), []);
  return useMutation({
    mutationFn: (variables: Variables) => {
      const call = new AbortController();
      activeCall.current = call;
      return run(variables, call.signal);
    },
  });
}
