import { describe, expect, it } from 'vitest'
import { bootAfterFirstPaint, inertType, pageBootingAfterFirstPaint } from './paint-first-boot.ts'

/** The shape of React Router's boot script (its `<Scripts>`), with fog of war on, as production renders it. */
const bootScript = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`

const page = (head: string, body: string) =>
  Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`)

describe('bootAfterFirstPaint', () => {
  it('turns the route imports into dynamic ones that wait for the first contentful paint', () => {
    const script = bootAfterFirstPaint(bootScript)
    expect(script).not.toMatch(/^import \*/m)
    expect(script.indexOf("'first-contentful-paint'")).toBeLessThan(
      script.indexOf('import("/assets/root-A.js")'),
    )
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-A.js"), import("/assets/home-B.js")]);',
    )
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};')
    expect(script.trimEnd().endsWith('import("/assets/entry.client-C.js");')).toBe(true)
  })

  it('leaves side-effect imports (the dev server’s HMR runtime) static and a script without route imports alone', () => {
    const dev = `import "/@vite/client";\n${bootScript}`
    expect(bootAfterFirstPaint(dev)).toMatch(/^import "\/@vite\/client";$/m)
    expect(bootAfterFirstPaint('window.x = 1')).toBe('window.x = 1')
  })

  it('is a valid module script', async () => {
    const script = bootAfterFirstPaint(bootScript)
    // Parsed, not run: an async function body accepts the same top-level awaits a module does.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown
    expect(() => new AsyncFunction(script.replaceAll(/import\(/g, 'load('))).not.toThrow()
  })
})

describe('pageBootingAfterFirstPaint', () => {
  it('moves the head’s preload links after its stylesheet, at low priority, the shell’s first', () => {
    const head =
      '<meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-C.js"/><link rel="modulepreload" href="/assets/storefront-D.js" nonce="n1"/><link rel="stylesheet" href="/assets/site.css"/>'
    const body = `<main><p>Road salt</p></main><script nonce="n1">window.__reactRouterContext = {}</script><script type="module" async="" nonce="n1">${bootScript}</script>`
    const html = pageBootingAfterFirstPaint(page(head, body)).toString()
    expect(html).toContain(
      '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/site.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/storefront-D.js" nonce="n1"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-C.js"/></head><body><main><p>Road salt</p></main><script nonce="n1">window.__reactRouterContext = {}</script><script type="module" async="" nonce="n1">',
    )
    expect(html).toContain('await Promise.all([import("/assets/root-A.js"), import("/assets/home-B.js")])')
    expect(html.endsWith('import("/assets/entry.client-C.js");</script></body></html>')).toBe(true)
  })

  it('puts a stylesheet it has the text of into the head, its link kept for React but inert; others stay linked', () => {
    const head =
      '<meta charSet="utf-8"/><link nonce="n1" rel="stylesheet" href="/assets/site-A.css#"/><link rel="stylesheet" href="/assets/other-B.css"/>'
    const body = `<main></main><script type="module" async="" nonce="n1">${bootScript}</script>`
    const texts: Record<string, string> = { '/assets/site-A.css': 'main{color:red}' }
    const html = pageBootingAfterFirstPaint(page(head, body), (href) => texts[href] ?? null).toString()
    expect(html).toContain(
      `<meta charSet="utf-8"/><style>main{color:red}</style><link type="${inertType}" nonce="n1" rel="stylesheet" href="/assets/site-A.css#"/><link rel="stylesheet" href="/assets/other-B.css"/>`,
    )
    // Without texts (the development server), the head keeps its links.
    expect(pageBootingAfterFirstPaint(page(head, body)).toString()).toContain(head)
  })

  it('returns a page without a boot script (a static error page) byte for byte', () => {
    const plain = page('<link rel="modulepreload" href="/assets/x.js"/>', '<p>Not found</p>')
    expect(pageBootingAfterFirstPaint(plain)).toBe(plain)
  })
})
