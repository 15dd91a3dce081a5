/**
 * A value built on first use, then kept. For Intl formatters: building one costs more than using it, and the first
 * with a time zone loads the zone data (about 20 ms on a phone at page start), so a module must not build one
 * when it is merely imported by a page that never formats.
 */
export function lazy<T>(make: () => T): () => T {
  let value: { made: T } | undefined
  return () => (value ??= { made: make() }).made
}
