import { shellChunkName } from './shell-chunk.ts'

/**
 * React Router boots a page from its `<head>`'s `modulepreload` links and one inline module script at the end of the
 * body: static imports of the matched route modules (and the client under them), then `import(entry.client)`. On a
 * page load that means a phone evaluates ~110 KB of scripts before it paints the server-rendered HTML, which needs
 * none of them. Here the page paints first: the boot script imports once the first frame is out (ADR 0016). The
 * build's stylesheet comes in the head as a `<style>` element, so the paint waits for no request (ADR 0043), and the
 * scripts still download from the start: the head's links ask for them at low priority, behind the pictures the page
 * shows, and on a slow network their round trip runs during the paint instead of after it (ADR 0042).
 */

/** `import * as route0 from "/assets/root-….js";`, one per line. Side-effect imports (dev's HMR runtime) stay static. */
const namespaceImport = /^import \* as (\w+) from ("[^"\n]+");\n?/gm

const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

/** `/assets/storefront-….js`, the shell's file. */
const isShellScript = (href: string) => href.split('/').at(-1)!.startsWith(`${shellChunkName}-`)

/**
 * The head, its preload links moved to its end and asked for at low priority, so the browser fetches what the page
 * shows first (a linked stylesheet, when one is not inlined, and the preloaded pictures). The shell's file leads
 * them: it is most of the bytes, the download hydration waits for last, and over HTTP/1.1 a browser opens at most six
 * connections to a site, so a file asked for later may wait for one, a round trip more.
 */
function withPreloadsLast(head: string): string {
  const links = [...head.matchAll(modulePreloadLink)].map(([link, href]) => ({
    link,
    shell: isShellScript(href!),
  }))
  const ordered = [...links.filter((each) => each.shell), ...links.filter((each) => !each.shell)].map(
    ({ link }) =>
      link.replace('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" '),
  )
  return head.replace(modulePreloadLink, '') + ordered.join('')
}

/** A stylesheet of the build as React Router links it (`/assets/….css`, with or without its `#`), any attributes. */
const stylesheetLink = /<link [^>]*\brel="stylesheet" href="(\/assets\/[\w.-]+\.css)#?"[^>]*\/>/g

/** The inert link's type (`text/x-…`: a valid MIME type, no styling language). */
export const inertType = 'text/x-inlined-css'

/** The text of a build stylesheet by its path, or null when it is not to be inlined (ADR 0043). */
export type StylesheetText = (href: string) => string | null

/**
 * The head with each stylesheet's rules in a `<style>` element, so the page paints once its HTML is in instead of a
 * round trip later (ADR 0043). The link stays for React, which hydrates the head's links by rel and href, with a type
 * no browser supports, so the browser neither fetches it nor waits for it.
 */
function withStylesheetsInline(head: string, stylesheetText: StylesheetText): string {
  return head.replace(stylesheetLink, (link, href: string) => {
    const text = stylesheetText(href)
    return text === null
      ? link
      : `<style>${text}</style>${link.replace('<link ', `<link type="${inertType}" `)}`
  })
}

/**
 * Waits for the browser's first contentful paint (the Paint Timing entry, which comes once the frame is on screen).
 * A hidden tab paints nothing until shown, so it boots at once; a browser without paint entries boots after one frame.
 */
const afterFirstPaint = `await new Promise((go) => {
  if (document.visibilityState === 'hidden') return go();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(go));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    go();
  }).observe({ type: 'paint', buffered: true });
});`

/** The boot script's text, its imports deferred past the first paint. Text without route imports is unchanged. */
export function bootAfterFirstPaint(script: string): string {
  const imports = [...script.matchAll(namespaceImport)]
  if (imports.length === 0) return script
  const names = imports.map(([, name]) => name)
  const loads = imports.map(([, , url]) => `import(${url})`)
  const rest = script.replace(namespaceImport, '')
  return [
    afterFirstPaint,
    `const [${names.join(', ')}] = await Promise.all([${loads.join(', ')}]);`,
    rest,
  ].join('\n')
}

/** The last line React Router writes in its boot script before importing the client entry. */
const bootMarker = 'window.__reactRouterRouteModules'

/**
 * The rendered page, painting before it boots. Only the head and the boot script are read and rewritten; the script
 * is found from the end (it closes the body), so the body's HTML is not searched.
 */
export function pageBootingAfterFirstPaint(
  page: Buffer<ArrayBuffer>,
  stylesheetText: StylesheetText = () => null,
): Buffer<ArrayBuffer> {
  const marker = page.lastIndexOf(bootMarker)
  const headEnd = page.indexOf('</head>')
  if (marker < 0 || headEnd < 0) return page
  const open = page.indexOf('>', page.lastIndexOf('<script', marker)) + 1
  const close = page.indexOf('</script>', marker)
  if (open <= 0 || close < 0) return page
  const rendered = page.toString('utf8', open, close)
  const script = bootAfterFirstPaint(rendered)
  if (script === rendered) return page
  const head = page.toString('utf8', 0, headEnd)
  return Buffer.concat([
    Buffer.from(withStylesheetsInline(withPreloadsLast(head), stylesheetText), 'utf8'),
    page.subarray(headEnd, open),
    Buffer.from(script, 'utf8'),
    page.subarray(close),
  ])
}
