import { createContext, useContext } from 'react'

/**
 * The CSP nonce of this response, given by entry.server during server rendering. In the
 * browser it is undefined (browsers hide nonces from the DOM anyway).
 */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
