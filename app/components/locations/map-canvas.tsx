import { useEffect, useRef, useState } from 'react'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { useNonce } from '#app/lib/nonce.ts'
import type { MapPlace } from './google-maps.ts'

interface MapCanvasProps {
  places: readonly MapPlace[]
  /** The map region's accessible name, e.g. "Map of Bradford". */
  label: string
}

/**
 * A Google map with a marker per place, only when a maps key is configured (MAPS_API_KEY): the API loads after the
 * page is interactive (when the browser is idle), so it never delays the page. Without a key, or if the API fails to
 * load, nothing is shown and no request leaves the site; the address block beside it is the map's text equivalent.
 */
export function MapCanvas({ places, label }: MapCanvasProps) {
  const { mapsApiKey } = usePublicConfig()
  const nonce = useNonce()
  const ref = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  // One string of just what the map shows, so a new array with the same places does not draw the map again.
  const placesKey = JSON.stringify(
    places.map(({ locationName, latitude, longitude }) => ({ locationName, latitude, longitude })),
  )

  useEffect(() => {
    const element = ref.current
    if (!mapsApiKey || !element) return
    let cancelled = false
    // The drawing code loads with the map, not with the page: most visits, and every shop without a key, never draw.
    const draw = () => {
      import('./google-maps.ts')
        .then(({ drawMap }) =>
          drawMap(element, JSON.parse(placesKey) as MapPlace[], { apiKey: mapsApiKey, nonce }),
        )
        .catch(() => {
          if (!cancelled) setFailed(true)
        })
    }
    const idle = 'requestIdleCallback' in window
    const handle = idle ? window.requestIdleCallback(draw, { timeout: 2000 }) : window.setTimeout(draw, 200)
    return () => {
      cancelled = true
      if (idle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
    }
  }, [mapsApiKey, nonce, placesKey])

  if (!mapsApiKey || failed) return null
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      className="h-72 w-full overflow-hidden rounded-lg border border-slate-200 bg-salt md:h-96"
    />
  )
}
