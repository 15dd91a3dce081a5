import { createContext, useContext } from 'react'

/**
 * The page's CSP nonce: the server render's, and in the browser the one entry.client.tsx read off the page's scripts.
 * Every script and modulepreload link the page adds carries it (customer and admin pages: nonce and 'strict-dynamic').
 * Public pages leave the server without it (their scripts are trusted by hash, ADR 0010): it is '' there, and what
 * the page adds is trusted through 'strict-dynamic' alone.
 */
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
