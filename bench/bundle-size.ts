import { get } from 'node:http'
import { formatTable } from './table.ts'

export interface ScriptSize {
  path: string
  bytes: number
  /** As served to a browser that accepts gzip only, and to one that accepts brotli (every current browser). */
  gzipBytes: number
  brotliBytes: number
}

/**
 * Every script the page names: <script src>, <link rel="modulepreload"> (at low priority since ADR 0042), and the
 * script paths imported by inline scripts (the boot script imports once the page has painted: ADR 0016).
 */
export function scriptUrls(html: string, pageUrl: string): string[] {
  const found = [
    ...[...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/<link\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => /\srel="modulepreload"/.test(tag))
      .map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1]),
    ...[...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/\bimport\s*(?:\(\s*|[^'"()]*?from\s*)["']([^"']+\.m?js)["']/g)].map(
        (m) => m[1],
      ),
    ),
  ]
  return [
    ...new Set(found.filter((url): url is string => Boolean(url)).map((url) => new URL(url, pageUrl).href)),
  ]
}

/** The bytes a browser receives for `url` when it accepts only `encoding` (nothing decompressed). */
function servedBytes(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume()
        reject(new Error(`${url} answered ${response.statusCode}`))
        return
      }
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve(bytes))
    }).on('error', reject)
  })
}

/** What each of the page's scripts weighs: itself, and on the wire as the server sends it in gzip and in brotli. */
export async function measureScripts(pageUrl: string): Promise<ScriptSize[]> {
  const page = await fetch(pageUrl)
  if (!page.ok) throw new Error(`${pageUrl} answered ${page.status}`)
  const urls = scriptUrls(await page.text(), pageUrl)
  return Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      return {
        path: new URL(url).pathname,
        bytes: (await response.arrayBuffer()).byteLength,
        gzipBytes: await servedBytes(url, 'gzip'),
        brotliBytes: await servedBytes(url, 'br'),
      }
    }),
  )
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const sum = (sizes: ScriptSize[], key: 'bytes' | 'gzipBytes' | 'brotliBytes') =>
  sizes.reduce((total, size) => total + size[key], 0)

export function scriptTable(sizes: ScriptSize[]): string {
  const sorted = [...sizes].sort((a, b) => b.gzipBytes - a.gzipBytes)
  return formatTable([
    ['file', 'raw', 'gzip', 'brotli'],
    ...sorted.map((size) => [size.path, kb(size.bytes), kb(size.gzipBytes), kb(size.brotliBytes)]),
    [
      `total (${sorted.length} files)`,
      kb(sum(sorted, 'bytes')),
      kb(sum(sorted, 'gzipBytes')),
      kb(sum(sorted, 'brotliBytes')),
    ],
  ])
}

/** Each page's first load: files, and bytes raw and as served (goal for home, ADR 0013: ≤ 10 files, ≤ 125 KB gzip). */
export function pageScriptTotals(pagesSizes: Array<[string, ScriptSize[]]>): string {
  return formatTable([
    ['page', 'files', 'raw', 'gzip', 'brotli'],
    ...pagesSizes.map(([label, sizes]) => [
      label,
      String(sizes.length),
      kb(sum(sizes, 'bytes')),
      kb(sum(sizes, 'gzipBytes')),
      kb(sum(sizes, 'brotliBytes')),
    ]),
  ])
}
