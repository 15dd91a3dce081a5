import { readFileSync } from 'node:fs'
import type { StylesheetText } from './paint-first-boot.ts'

/**
 * The client build's stylesheets for inlining into its pages (ADR 0043), read from `clientDir` the first time a page
 * links each and kept. A path that is not a file there (the development server's pages) or a stylesheet that would end
 * its `<style>` element early is left linked.
 */
export function buildStylesheets(clientDir: URL): StylesheetText {
  const texts = new Map<string, string | null>()
  const read = (href: string): string | null => {
    try {
      const text = readFileSync(new URL(`.${href}`, clientDir), 'utf8')
      return /<\/style/i.test(text) ? null : text
    } catch {
      return null
    }
  }
  return (href) => {
    if (!texts.has(href)) texts.set(href, read(href))
    return texts.get(href)!
  }
}
