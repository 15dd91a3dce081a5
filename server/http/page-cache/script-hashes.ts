import { createHash } from 'node:crypto'

/** An inline script and what React put before its text: its attributes. */
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

export interface HashedPage {
  /** The page without the render's nonce: the same bytes for every visitor, so it can be stored and reused. */
  html: string
  /** `'sha256-…'` of each script the renderer marked with its nonce, in page order, without repeats. */
  scriptHashes: string[]
}

/**
 * Turns a page rendered under a nonce into one trusted by hashes. Only scripts that carry the render's nonce are
 * hashed: the nonce is a fresh secret of this render, so it marks exactly the scripts our code wrote. A script that
 * reached the HTML any other way (injected content) has no nonce, gets no hash, and stays blocked as before.
 * Undefined when a nonced script has a `src`: a hash cannot vouch for it, so the page keeps its nonce.
 */
export function hashNoncedScripts(html: string, nonce: string): HashedPage | undefined {
  const nonceAttribute = ` nonce="${nonce}"`
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(inlineScript)) {
    if (!attributes.includes(nonceAttribute)) continue
    if (/\ssrc=/i.test(attributes)) return undefined
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return { html: html.replaceAll(nonceAttribute, ''), scriptHashes: [...hashes] }
}

/**
 * The response's nonce policy with the nonce replaced by the hashes; every other directive stays as it was. A policy
 * without that nonce is returned as it is: the page's scripts, their nonce gone, are then refused (it fails closed).
 */
export function hashedPolicy(noncePolicy: string, nonce: string, scriptHashes: string[]): string {
  const nonceSource = `'nonce-${nonce}'`
  return noncePolicy.replace(
    scriptHashes.length > 0 ? nonceSource : `${nonceSource} `,
    scriptHashes.join(' '),
  )
}
