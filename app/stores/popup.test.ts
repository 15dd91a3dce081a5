import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { popupKinds, usePopupStore } from './popup.ts'

const initial = usePopupStore.getState()

beforeEach(() => {
  usePopupStore.setState(initial, true)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('popup store', () => {
  it('holds one popup: opening another replaces it', () => {
    const { open } = usePopupStore.getState()
    open('urgent')
    expect(usePopupStore.getState().kind).toBe('urgent')
    open('signin', { redirect: false })
    expect(usePopupStore.getState()).toMatchObject({ kind: 'signin', options: { redirect: false } })
    open('generic', { title: 'Uh oh!', text: 'Transaction still not approved by NAV. Please try again.' })
    expect(usePopupStore.getState()).toMatchObject({
      kind: 'generic',
      options: { title: 'Uh oh!', text: 'Transaction still not approved by NAV. Please try again.' },
    })
  })

  it('does not carry one popup’s options into the next', () => {
    const { open } = usePopupStore.getState()
    open('resetPass', { token: 'reset-token-from-the-mail' })
    open('forgotPass')
    expect(usePopupStore.getState().options).toEqual({})
  })

  it('closes, forgetting the options', () => {
    const { open, close } = usePopupStore.getState()
    open('signin', { redirect: true })
    close()
    expect(usePopupStore.getState()).toMatchObject({ kind: null, options: {} })
  })

  it('counts opens, so the same kind opened again starts afresh', () => {
    const { open } = usePopupStore.getState()
    open('signin')
    const first = usePopupStore.getState().openCount
    open('signin')
    expect(usePopupStore.getState().openCount).toBe(first + 1)
  })

  it('knows all 12 popup kinds', () => {
    expect(popupKinds).toHaveLength(12)
  })
})

describe('a popup for the next page', () => {
  it('waits in the queue, survives the close of a route change, then opens', () => {
    const { openAfterLeaving, close } = usePopupStore.getState()
    openAfterLeaving('entry-1', 'signin', { redirect: true })
    expect(usePopupStore.getState()).toMatchObject({
      kind: null,
      queued: { kind: 'signin', options: { redirect: true }, afterLeaving: 'entry-1' },
    })
    close()
    expect(usePopupStore.getState().queued).not.toBeNull()
    usePopupStore.getState().openQueued()
    expect(usePopupStore.getState()).toMatchObject({
      kind: 'signin',
      options: { redirect: true },
      queued: null,
    })
  })

  it('opening the queue when it is empty changes nothing', () => {
    usePopupStore.getState().open('urgent')
    usePopupStore.getState().openQueued()
    expect(usePopupStore.getState().kind).toBe('urgent')
  })
})
