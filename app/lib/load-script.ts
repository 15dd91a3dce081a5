/** Scripts already asked for on this page, by URL: each loads once, whoever asks. */
const loads = new Map<string, Promise<void>>()

/**
 * Adds `<script src async>` to the page once and resolves when it has run. The nonce is the page's CSP nonce
 * (`useNonce()` from app/lib/nonce.ts): a third-party loader like Google's passes it on to the scripts it adds.
 * A failed load is forgotten and its element removed, so a later call tries again.
 */
export function loadScript(src: string, { nonce = '' }: { nonce?: string } = {}, doc: Document = document) {
  const pending = loads.get(src)
  if (pending) return pending
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = src
    script.async = true
    if (nonce) script.nonce = nonce
    script.addEventListener('load', () => resolve(), { once: true })
    script.addEventListener(
      'error',
      () => {
        loads.delete(src)
        script.remove()
        reject(new Error(`The script ${src} did not load`))
      },
      { once: true },
    )
    doc.head.append(script)
  })
  loads.set(src, load)
  return load
}
