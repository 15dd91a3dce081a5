import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { NonceProvider } from '#app/lib/nonce.ts'
import { makeZodJitless } from '#app/lib/zod-jitless.ts'
import { reloadForStaleChunk } from '#app/components/stale-chunk.ts'

// Vite reports a lazy chunk whose preload failed; after a deploy that chunk is gone, so load the new build.
// React Router reloads by itself when a route module fails to import; this covers the chunks those pull in.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForStaleChunk()) event.preventDefault()
})

// The CSP allows no eval: zod's first parse would probe for it with `new Function` and cause a CSP violation
// report even though it falls back; jitless skips the probe (and the compiled parsers it would not get anyway).
// Set without importing zod, which would put it on every page's first load.
makeZodJitless()

// Hydration must render the nonce the server put on this page's scripts and styles, or React reports a mismatch.
// The browser hides the attribute from the DOM once CSP applies, but keeps the element's `nonce` property.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={nonce}>
        <HydratedRouter />
      </NonceProvider>
    </StrictMode>,
  )
})
