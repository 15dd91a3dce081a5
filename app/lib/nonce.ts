import { createContext, useContext } from 'react'

/** The CSP nonce of this server render; empty in the browser, where scripts are already trusted. */
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
