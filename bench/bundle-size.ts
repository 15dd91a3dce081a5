import { gzipSync } from 'node:zlib'
import { formatTable } from './table.ts'

export interface ScriptSize {
  path: string
  bytes: number
  gzipBytes: number
}

/** Every script the page names: <script src>, <link rel="modulepreload">, and imports inside inline module scripts. */
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

/** What the page's JavaScript weighs on the wire, gzip at the default level (as compression() sends it). */
export async function measureScripts(pageUrl: string): Promise<ScriptSize[]> {
  const page = await fetch(pageUrl)
  if (!page.ok) throw new Error(`${pageUrl} answered ${page.status}`)
  const urls = scriptUrls(await page.text(), pageUrl)
  return Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      const body = Buffer.from(await response.arrayBuffer())
      return { path: new URL(url).pathname, bytes: body.length, gzipBytes: gzipSync(body).length }
    }),
  )
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function scriptTable(sizes: ScriptSize[]): string {
  const sorted = [...sizes].sort((a, b) => b.gzipBytes - a.gzipBytes)
  const bytes = sorted.reduce((sum, size) => sum + size.bytes, 0)
  const gzip = sorted.reduce((sum, size) => sum + size.gzipBytes, 0)
  return formatTable([
    ['file', 'raw', 'gzip'],
    ...sorted.map((size) => [size.path, kb(size.bytes), kb(size.gzipBytes)]),
    [`total (${sorted.length} files)`, kb(bytes), kb(gzip)],
  ])
}
