import { readFile, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { xmlLimits } from './strict-xml.ts'

/** One CAP file as fetched: its name (for the log) and its text; size-capped before it is read in full. */
export interface CapFile {
  name: string
  text: string
}

/** Where ECCC's CAP files come from: the MSC Datamart over HTTP, or a directory of files (tests, demos). */
export interface WeatherAlertSource {
  /** The CAP files available now; the intake skips those it has already taken in. */
  poll(): Promise<CapFile[]>
}

/** Every `*.cap` file of a directory, in name order. */
export function directoryAlertSource(directory: string): WeatherAlertSource {
  return {
    async poll() {
      const names = (await readdir(directory)).filter((name) => name.endsWith('.cap')).sort()
      const files: CapFile[] = []
      for (const name of names) {
        const file = path.join(directory, name)
        if ((await stat(file)).size > xmlLimits.maxBytes) files.push({ name, text: oversized })
        else files.push({ name, text: await readFile(file, 'utf8') })
      }
      return files
    },
  }
}

/**
 * A directory listing over HTTP (the Datamart's `…/alerts/cap/…/` pages): the `.cap` links of the page at `url`,
 * each fetched with a time limit and read no further than the size cap.
 */
export function httpAlertSource(url: string, { timeoutMs = 15_000 } = {}): WeatherAlertSource {
  return {
    async poll() {
      const listing = await fetchCapped(url, timeoutMs)
      const links = [...listing.matchAll(/href="([^"?#]+\.cap)"/g)].map((match) => new URL(match[1]!, url))
      const sameHost = links.filter((link) => link.host === new URL(url).host)
      const files: CapFile[] = []
      for (const link of sameHost)
        files.push({ name: link.pathname, text: await fetchCapped(link.href, timeoutMs) })
      return files
    },
  }
}

/** Text that the strict parser refuses for its size: an oversized file goes through the same refusal and log. */
const oversized = ' '.repeat(xmlLimits.maxBytes + 1)

async function fetchCapped(url: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' })
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`)
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body) {
    size += chunk.byteLength
    // Leaving the loop cancels the body: a huge file is never read to its end.
    if (size > xmlLimits.maxBytes) return oversized
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The configured source, or none: alerts are off unless WEATHER_ALERTS_URL or WEATHER_ALERTS_DIR is set. */
export function weatherAlertSourceFor(config: {
  WEATHER_ALERTS_URL?: string | undefined
  WEATHER_ALERTS_DIR?: string | undefined
}): WeatherAlertSource | undefined {
  if (config.WEATHER_ALERTS_URL) return httpAlertSource(config.WEATHER_ALERTS_URL)
  if (config.WEATHER_ALERTS_DIR) return directoryAlertSource(config.WEATHER_ALERTS_DIR)
  return undefined
}
