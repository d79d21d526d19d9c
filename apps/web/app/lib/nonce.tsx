import { createContext, useContext } from 'react';

/**
 * The CSP nonce of this response. The server renderer provides it; in the browser it is
 * empty, which is fine: the scripts that needed it have already run.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
