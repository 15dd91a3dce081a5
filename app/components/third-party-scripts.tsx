import { useEffect } from 'react'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { loadScript } from '#app/lib/load-script.ts'
import { useNonce } from '#app/lib/nonce.ts'
import {
  accessibilityWidgetMinWidth,
  hasThirdParties,
  thirdPartyScriptUrls,
} from '#app/lib/third-party-scripts.ts'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Loads the configured third-party scripts once the page is interactive: after hydration, the load event and an idle
 * moment, so none of them delays the first paint or input. Nothing configured, nothing loads (and the CSP allows
 * no other host). The accessibility widget follows the window: it loads when the window grows past 570 px.
 */
export function ThirdPartyScripts() {
  const { thirdParty } = usePublicConfig()
  // Each loader carries the page's nonce: the CSP lists no third-party host in script-src.
  const nonce = useNonce()

  useEffect(() => {
    if (!hasThirdParties(thirdParty)) return
    const wide = window.matchMedia(`(min-width: ${accessibilityWidgetMinWidth + 1}px)`)
    const loadAll = () => {
      if (thirdParty.analyticsId) startAnalytics(thirdParty.analyticsId)
      for (const url of thirdPartyScriptUrls(thirdParty, window.innerWidth)) {
        loadScript(url, { nonce }).catch((error: unknown) => console.warn(error))
      }
    }
    const whenWide = () => {
      if (wide.matches) loadAll()
    }
    const cancel = afterInteractive(() => {
      loadAll()
      wide.addEventListener('change', whenWide)
    })
    return () => {
      cancel()
      wide.removeEventListener('change', whenWide)
    }
  }, [thirdParty, nonce])

  return null
}

/** gtag.js reads its queue from window.dataLayer; it expects `arguments` objects, not arrays. */
function startAnalytics(measurementId: string) {
  if (window.dataLayer) return
  window.dataLayer = []
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js only accepts Arguments objects in its queue.
    window.dataLayer?.push(arguments)
  }
  gtag('js', new Date())
  gtag('config', measurementId, { anonymize_ip: true })
}

/** Runs `start` after the load event and an idle moment; returns a cancel function. */
function afterInteractive(start: () => void): () => void {
  let idle = 0
  const schedule = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 3000 })
      : window.setTimeout(start, 1000)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
    window.clearTimeout(idle)
  }
}
