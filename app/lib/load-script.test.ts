import { describe, expect, test } from 'vitest'
import { loadScript } from './load-script.ts'

/** Just enough of a document for loadScript: script elements that fire load or error when told to. */
function fakeDocument() {
  const appended: FakeScript[] = []
  class FakeScript extends EventTarget {
    src = ''
    async = false
    nonce = ''
    removed = false
    remove() {
      this.removed = true
    }
  }
  const doc = {
    createElement: (tag: string) => {
      expect(tag).toBe('script')
      return new FakeScript()
    },
    head: { append: (script: FakeScript) => appended.push(script) },
  }
  return { doc: doc as unknown as Document, appended }
}

describe('loadScript', () => {
  test('adds one async script with the nonce and resolves when it has loaded', async () => {
    const { doc, appended } = fakeDocument()
    let settled = false
    const first = loadScript('https://maps.example/js?a=1', { nonce: 'abc123' }, doc).then(() => {
      settled = true
    })
    const second = loadScript('https://maps.example/js?a=1', { nonce: 'abc123' }, doc)
    expect(appended).toHaveLength(1)
    expect(appended[0]).toMatchObject({ src: 'https://maps.example/js?a=1', async: true, nonce: 'abc123' })
    await Promise.resolve()
    expect(settled).toBe(false)
    appended[0]!.dispatchEvent(new Event('load'))
    await Promise.all([first, second])
    expect(settled).toBe(true)
    // Loaded once: asking again adds nothing.
    await loadScript('https://maps.example/js?a=1', {}, doc)
    expect(appended).toHaveLength(1)
  })

  test('a failed load rejects, removes its element, and the next call tries again', async () => {
    const { doc, appended } = fakeDocument()
    const failing = loadScript('https://maps.example/fails.js', {}, doc)
    appended[0]!.dispatchEvent(new Event('error'))
    await expect(failing).rejects.toThrow('https://maps.example/fails.js')
    expect(appended[0]!.removed).toBe(true)
    expect(appended[0]!.nonce).toBe('')
    const retry = loadScript('https://maps.example/fails.js', {}, doc)
    expect(appended).toHaveLength(2)
    appended[1]!.dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBeUndefined()
  })
})
