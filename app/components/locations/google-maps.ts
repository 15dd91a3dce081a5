import { loadScript } from '#app/lib/load-script.ts'

/** A pin on the map. */
export interface MapPlace {
  locationName: string
  latitude: number
  longitude: number
}

interface LatLng {
  lat: number
  lng: number
}

interface GoogleMap {
  fitBounds(bounds: unknown, padding?: number): void
}

/** The few parts of the Maps JavaScript API this site uses (no @types package for a few lines). */
interface MapsApi {
  importLibrary(name: 'maps'): Promise<{ Map: new (element: HTMLElement, options: object) => GoogleMap }>
  importLibrary(name: 'marker'): Promise<{
    Marker: new (options: { position: LatLng; map: GoogleMap; title: string }) => unknown
  }>
  importLibrary(name: 'core'): Promise<{ LatLngBounds: new () => { extend(point: LatLng): void } }>
}

/** The Maps JavaScript API with the places library, loaded the recommended asynchronous way. */
export function mapsScriptUrl(apiKey: string): string {
  return `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&loading=async`
}

const toLatLng = (place: MapPlace): LatLng => ({ lat: place.latitude, lng: place.longitude })

/** Loads the API once per page and draws a map in `element` with a marker per place, framing them all. */
export async function drawMap(
  element: HTMLElement,
  places: readonly MapPlace[],
  { apiKey, nonce }: { apiKey: string; nonce: string },
): Promise<void> {
  const first = places[0]
  if (!first) return
  await loadScript(mapsScriptUrl(apiKey), { nonce })
  const maps = (window as unknown as { google?: { maps?: Partial<MapsApi> } }).google?.maps
  if (typeof maps?.importLibrary !== 'function') throw new Error('The Maps JavaScript API did not start')
  const api = maps as MapsApi
  const [{ Map }, { Marker }, { LatLngBounds }] = await Promise.all([
    api.importLibrary('maps'),
    api.importLibrary('marker'),
    api.importLibrary('core'),
  ])
  const map = new Map(element, {
    center: toLatLng(first),
    zoom: 13,
    mapTypeControl: false,
    streetViewControl: false,
  })
  for (const place of places) new Marker({ position: toLatLng(place), map, title: place.locationName })
  if (places.length > 1) {
    const bounds = new LatLngBounds()
    for (const place of places) bounds.extend(toLatLng(place))
    map.fitBounds(bounds, 32)
  }
}
