/**
 * React Router boots a page from its `<head>`'s `modulepreload` links and one inline module script at the end of the
 * body: static imports of the matched route modules (and the client under them), then `import(entry.client)`. On a
 * page load that means a phone fetches and evaluates ~110 KB of scripts before it paints the server-rendered HTML,
 * which needs none of them, and on a slow network those scripts share the bandwidth with the stylesheet the paint
 * waits for. Here the page paints first: the preload links move into the boot script, which adds them, then imports,
 * once the first frame is out (ADR 0016). Hydration starts a frame later on a fast connection; on a slow one the
 * stylesheet and the paint come sooner.
 */

/** `import * as route0 from "/assets/root-….js";`, one per line. Side-effect imports (dev's HMR runtime) stay static. */
const namespaceImport = /^import \* as (\w+) from ("[^"\n]+");\n?/gm

const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

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

/**
 * The preload links, as the head had them. They carry the page's nonce where it has one (customer and admin pages),
 * as the links Vite adds do: 'strict-dynamic' already trusts them, and the nonce keeps them trusted under a policy
 * without it. The browser hides the attribute once the policy applies; the `nonce` property keeps it.
 */
const preloadAll = (hrefs: string[]) =>
  `const nonce = document.querySelector('script[nonce]')?.nonce ?? '';
for (const href of ${JSON.stringify(hrefs)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, nonce }));`

const preloadList = /for \(const href of (\[[^\]]*\])\)/

/** The paths a rewritten boot script preloads once the page has painted (the head's links before): for measuring. */
export const bootPreloads = (script: string): string[] =>
  JSON.parse(preloadList.exec(script)?.[1] ?? '[]') as string[]

/** The boot script's text, deferred past the first paint, preloading `hrefs` first. Text without route imports is unchanged. */
export function bootAfterFirstPaint(script: string, hrefs: string[]): string {
  const imports = [...script.matchAll(namespaceImport)]
  if (imports.length === 0) return script
  const names = imports.map(([, name]) => name)
  const loads = imports.map(([, , url]) => `import(${url})`)
  const rest = script.replace(namespaceImport, '')
  return [
    afterFirstPaint,
    ...(hrefs.length > 0 ? [preloadAll(hrefs)] : []),
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
export function pageBootingAfterFirstPaint(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const marker = page.lastIndexOf(bootMarker)
  const headEnd = page.indexOf('</head>')
  if (marker < 0 || headEnd < 0) return page
  const open = page.indexOf('>', page.lastIndexOf('<script', marker)) + 1
  const close = page.indexOf('</script>', marker)
  if (open <= 0 || close < 0) return page
  const head = page.toString('utf8', 0, headEnd)
  const hrefs = [...head.matchAll(modulePreloadLink)].map(([, href]) => href!)
  const rendered = page.toString('utf8', open, close)
  const script = bootAfterFirstPaint(rendered, hrefs)
  if (hrefs.length === 0 && script === rendered) return page
  return Buffer.concat([
    Buffer.from(head.replace(modulePreloadLink, ''), 'utf8'),
    page.subarray(headEnd, open),
    Buffer.from(script, 'utf8'),
    page.subarray(close),
  ])
}
