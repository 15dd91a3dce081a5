// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Outlet } from 'react-router'
import type { RootData } from '#app/components/use-root-data.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import { useMyListStore } from '#app/stores/my-list.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { rockSalt } from '#tests/support/unit/my-list-items.ts'
import {
  announced,
  byLabel,
  click,
  descriptionOf,
  renderRoutes,
  type,
} from '#tests/support/unit/render-routes.tsx'
import { ListRequestForm } from './list-request-form.tsx'

const rootData = {
  publicConfig: { brandName: 'Draglam Salt' },
  copyrightYear: 2026,
  notices: [],
} as unknown as RootData

const fetchMock = vi.fn<typeof fetch>()
let rendered: Awaited<ReturnType<typeof renderRoutes>>

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock)
  useMyListStore.setState({ items: [rockSalt] })
  // The root route gives the page its public configuration, as app/root.tsx does.
  rendered = await renderRoutes(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        Component: Outlet,
        HydrateFallback: () => null,
        children: [{ path: 'my-list', Component: ListRequestForm }],
      },
    ],
    '/my-list',
  )
})
afterEach(() => {
  rendered.unmount()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  useAuthStore.getState().setToken(null)
  useMyListStore.setState({ items: [] })
  usePopupStore.getState().close()
})

describe("My List's request form", () => {
  test('a bad postal code is highlighted with its text, announced once, and nothing is sent', async () => {
    const { container } = rendered
    type(byLabel(container, 'Postal code'), 'not a code')
    await click(container, 'Send my request')

    const postalCode = byLabel(container, 'Postal code')
    expect(postalCode.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(postalCode)).toBe('Enter a postal code like L4G 3V6.')
    expect(container.ownerDocument.activeElement).toBe(postalCode)
    expect(announced(container)).toBe('Please check: Postal code.')
    expect(byLabel(container, 'City').hasAttribute('aria-invalid')).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('signed out, a valid request opens the list sign-in popup with the parsed details', async () => {
    const { container } = rendered
    type(byLabel(container, 'Postal code'), 'l4g3v6')
    await click(container, 'Send my request')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(usePopupStore.getState()).toMatchObject({
      kind: 'listSignin',
      options: { delivery: { postalCode: 'L4G 3V6' } },
    })
  })

  test('signed in, a valid request posts the list with the parsed details', async () => {
    useAuthStore.getState().setToken('a-session-token')
    fetchMock.mockResolvedValue(Response.json({ success: true }))
    const { container } = rendered
    type(byLabel(container, 'Site address'), '  12 Yard Road ')
    type(byLabel(container, 'Postal code'), 'l4g-3v6')
    await click(container, 'Send my request')

    expect(fetchMock).toHaveBeenCalledOnce()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/salt/send-email')
    const body = JSON.parse(String(init?.body)) as { htmlType: string; htmlData: { delivery: unknown } }
    expect(body.htmlType).toBe('myListSubmission')
    expect(body.htmlData.delivery).toEqual({ siteAddress: '12 Yard Road', postalCode: 'L4G 3V6' })
    expect(useMyListStore.getState().items).toEqual([])
  })
})
