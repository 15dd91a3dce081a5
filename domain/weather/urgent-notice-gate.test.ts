import { describe, expect, test } from 'vitest'
import { type UrgentNoticeSituation, urgentNoticeStep } from './urgent-notice-gate.ts'

const calm: UrgentNoticeSituation = {
  staffPage: false,
  noticesLoaded: true,
  wanted: true,
  popup: null,
  popupQueued: false,
  visitorPanelOpen: false,
  navigating: false,
}
const step = (change: Partial<UrgentNoticeSituation>) => urgentNoticeStep({ ...calm, ...change })

describe('when the urgent notice opens', () => {
  test('once the notices are in, when it is wanted and nothing is in the way', () => {
    expect(step({})).toBe('open')
    expect(step({ noticesLoaded: false })).toBe('none')
    expect(step({ wanted: false })).toBe('none')
  })

  test('never on staff pages', () => {
    expect(step({ staffPage: true })).toBe('none')
  })

  test('the visitor’s own action wins: it waits while a popup, a queued popup, the sidebar or the menu is open', () => {
    expect(step({ popup: 'signin' })).toBe('none')
    expect(step({ popupQueued: true })).toBe('none')
    expect(step({ visitorPanelOpen: true })).toBe('none')
    expect(step({ navigating: true })).toBe('none')
  })

  test('a sidebar opened while the notice is on its way makes it step aside, to come back after', () => {
    expect(step({ popup: 'urgent', visitorPanelOpen: true })).toBe('step-aside')
    expect(step({ popup: 'urgent' })).toBe('none')
    // Once the sidebar is closed again, the notice is still wanted and opens.
    expect(step({ popup: null, visitorPanelOpen: false })).toBe('open')
  })
})
