import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  noticeWantedAttribute,
  noticeInPageScript,
  readNoticeMemory,
  rememberAcknowledged,
} from './notice-memory.ts'

/** A browser's storage and `<html>`, enough for the page's inline script and the memory it reads. */
function browserWith(stored: { session?: Record<string, string>; local?: Record<string, string> }) {
  const storage = (items: Record<string, string>) => ({
    getItem: (key: string) => items[key] ?? null,
    setItem: (key: string, value: string) => {
      items[key] = value
    },
  })
  const attributes = new Set<string>()
  vi.stubGlobal('sessionStorage', storage({ ...stored.session }))
  vi.stubGlobal('localStorage', storage({ ...stored.local }))
  vi.stubGlobal('document', {
    documentElement: { setAttribute: (name: string) => attributes.add(name) },
    querySelector: () => null,
  })
  return attributes
}

/** Runs the script's text as the browser would: as source, with nothing of this module in scope. */
const runInPage = (script: string) => new Function(script)() as void

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the inline script of the notice in the page', () => {
  it('wants the notice on the session’s first view', () => {
    const attributes = browserWith({})
    runInPage(noticeInPageScript([]))
    expect(attributes.has(noticeWantedAttribute)).toBe(true)
  })

  it('leaves it hidden once the session saw it and every notice of the page is dismissed', () => {
    const attributes = browserWith({
      session: { urgentNoticeSeen: '1' },
      local: { dismissedNotices: JSON.stringify(['4:2', '7:1']) },
    })
    runInPage(noticeInPageScript(['7:1']))
    expect(attributes.has(noticeWantedAttribute)).toBe(false)
  })

  it('wants it for a notice of the page not dismissed, or a newer version of one', () => {
    const attributes = browserWith({
      session: { urgentNoticeSeen: '1' },
      local: { dismissedNotices: JSON.stringify(['7:1']) },
    })
    runInPage(noticeInPageScript(['7:2']))
    expect(attributes.has(noticeWantedAttribute)).toBe(true)
  })

  it('reads what rememberAcknowledged wrote, as readNoticeMemory does', () => {
    const attributes = browserWith({})
    rememberAcknowledged(['9:3'])
    expect(readNoticeMemory()).toEqual({ firstViewPending: false, dismissed: new Set(['9:3']) })
    runInPage(noticeInPageScript(['9:3']))
    expect(attributes.has(noticeWantedAttribute)).toBe(false)
  })

  it('wants it when the storage cannot be read (the notice then shows once per page load)', () => {
    const attributes = browserWith({})
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied')
      },
    })
    vi.stubGlobal('localStorage', { getItem: () => '{not json' })
    runInPage(noticeInPageScript(['1:1']))
    expect(attributes.has(noticeWantedAttribute)).toBe(true)
  })
})
