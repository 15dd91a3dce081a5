import { describe, expect, it } from 'vitest'
import { pageBootingAfterFirstPaint } from '#server/http/paint-first-boot.ts'
import { scriptUrls } from './bundle-size.ts'

const rendered = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-C.js"/><link rel="modulepreload" href="/assets/shell-D.js"/><link rel="modulepreload" href="/assets/posts-E.js"/><link rel="stylesheet" href="/assets/site.css"/></head><body><main><p>Road salt</p></main><script type="module" async="">;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");</script></body></html>`

const files = (html: string) =>
  scriptUrls(html, 'http://127.0.0.1:3300/')
    .map((url) => new URL(url).pathname)
    .sort()

describe('scriptUrls', () => {
  it('finds the same scripts in the page as rendered and as it boots after its first paint (ADR 0016, 0042)', () => {
    const asRendered = files(rendered)
    expect(asRendered).toEqual([
      '/assets/entry.client-C.js',
      '/assets/home-B.js',
      '/assets/posts-E.js',
      '/assets/root-A.js',
      '/assets/shell-D.js',
    ])
    expect(files(pageBootingAfterFirstPaint(Buffer.from(rendered)).toString())).toEqual(asRendered)
  })
})
