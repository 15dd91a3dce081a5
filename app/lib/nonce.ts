import { createContext, useContext } from 'react'

/**
 * The page's CSP nonce: the server render's, and in the browser the one entry.client.tsx read off the page's scripts.
 * Every script and modulepreload link the page adds carries it (the CSP is nonce-based with 'strict-dynamic').
 */
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
