// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Outlet } from 'react-router'
import type { RootData } from '#app/components/use-root-data.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import { useMyListStore } from '#app/stores/my-list.ts'
import { rockSalt } from '#tests/support/unit/my-list-items.ts'
import { click, descriptionOf, renderRoutes, type } from '#tests/support/unit/render-routes.tsx'
import { ListRequestForm } from './list-request-form.tsx'
import { ListTable } from './list-table.tsx'

const rootData = {
  publicConfig: { brandName: 'Draglam Salt' },
  copyrightYear: 2026,
  notices: [],
} as unknown as RootData

/** The /my-list page's list and its form, as my-list-items.tsx puts them together. */
function ListAndForm() {
  const items = useMyListStore((state) => state.items)
  return (
    <>
      <ListTable items={items} />
      <ListRequestForm />
    </>
  )
}

const fetchMock = vi.fn<typeof fetch>()
let rendered: Awaited<ReturnType<typeof renderRoutes>>
const typedField = () => rendered.container.querySelector<HTMLInputElement>('input[inputmode="decimal"]')!

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock)
  useAuthStore.getState().setToken('a-session-token')
  useMyListStore.setState({ items: [rockSalt], recovered: true })
  rendered = await renderRoutes(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        Component: Outlet,
        HydrateFallback: () => null,
        children: [{ path: 'my-list', Component: ListAndForm }],
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
})

describe('Send with a typed quantity the unit does not allow', () => {
  test('refuses: nothing is sent, the field takes the focus and says why; once valid, the typed quantity is sent', async () => {
    type(typedField(), '75')
    await click(rendered.container, 'Send my request')

    expect(fetchMock).not.toHaveBeenCalled()
    const field = typedField()
    expect(field.ownerDocument.activeElement).toBe(field)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(field)).toBe('Ask for 1 to 6.')
    // The list kept its last good quantity meanwhile.
    expect(useMyListStore.getState().items[0]!.quantity).toBe(3)

    fetchMock.mockResolvedValue(Response.json({ success: true, requestId: 7 }))
    type(typedField(), '5')
    await click(rendered.container, 'Send my request')
    expect(fetchMock).toHaveBeenCalledOnce()
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as {
      htmlData: { list: Array<{ quantity: number }> }
    }
    expect(body.htmlData.list.map((item) => item.quantity)).toEqual([5])
  })

  test('plus or minus after a bad typed value takes the list’s quantity back, and Send goes again', async () => {
    type(typedField(), '0')
    await click(rendered.container, 'Send my request')
    expect(fetchMock).not.toHaveBeenCalled()

    const plus = rendered.container.querySelector<HTMLButtonElement>('button[aria-label^="Add one"]')!
    await act(async () => plus.click())
    expect(typedField().value).toBe('4')
    expect(typedField().hasAttribute('aria-invalid')).toBe(false)
    fetchMock.mockResolvedValue(Response.json({ success: true, requestId: 8 }))
    await click(rendered.container, 'Send my request')
    expect(fetchMock).toHaveBeenCalledOnce()
  })
})
