/**
 * The browser build's precompressed copies (ADR 0013): written beside each script and stylesheet at build time
 * (vite.precompress.ts) and served by server/http/build-assets.ts. No imports: the Vite config reads it too.
 */

/** The build's files a page fetches as text; images are compressed already. */
export const precompressedTypes = /\.(?:js|css)$/

/** Each encoding and the suffix of its copy, best first. */
export const precompressedEncodings = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const
