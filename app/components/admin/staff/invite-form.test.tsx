// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Outlet, useLocation } from 'react-router'
import type { RootData } from '#app/components/use-root-data.ts'
import { fixFieldsText } from '#domain/admin/texts.ts'
import { byLabel, click, descriptionOf, renderRoutes, type } from '#tests/support/unit/render-routes.tsx'
import { type MemberPageState, InviteForm } from './invite-form.tsx'

const rootData = {
  publicConfig: { brandName: 'Draglam Salt', brandPrefix: 'draglam' },
  copyrightYear: 2026,
  notices: [],
} as unknown as RootData

/** The member's page the form goes to once the invitation is sent: it shows the notice it was handed. */
function MemberPage() {
  const state = useLocation().state as MemberPageState | null
  return <p>Member page: {state?.notice}</p>
}

const fetchMock = vi.fn<typeof fetch>()
let rendered: Awaited<ReturnType<typeof renderRoutes>>

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock)
  rendered = await renderRoutes(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        HydrateFallback: () => null,
        Component: Outlet,
        children: [
          {
            path: 'admin/staff/add-new',
            Component: () => <InviteForm back={{ to: '/admin/staff', label: 'Staff' }} />,
          },
          { path: 'admin/staff/:id', Component: MemberPage },
        ],
      },
    ],
    '/admin/staff/add-new',
  )
})
afterEach(() => {
  rendered.unmount()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

describe('the admin invite form (useAdminForm on the one form hook)', () => {
  test('sent empty, it marks the fields with their texts, says so for the form, and sends nothing', async () => {
    const { container } = rendered
    await click(container, 'Send invitation')
    const name = byLabel(container, 'Name')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(name)).toBe('Required.')
    expect(descriptionOf(byLabel(container, 'E-mail'))).toBe('Enter a valid e-mail address.')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(fixFieldsText)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('filled in, it posts the parsed invitation and opens the new member with its notice', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ id: 42, name: 'Sam Plow', eMail: 'sam@example.test', active: 2000, version: 1 }),
    )
    const { container } = rendered
    type(byLabel(container, 'Name'), '  Sam Plow ')
    type(byLabel(container, 'E-mail'), 'Sam@Example.TEST')
    await click(container, 'Send invitation')

    expect(fetchMock).toHaveBeenCalledOnce()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/salt/admin/staff')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Sam Plow',
      email: 'sam@example.test',
      role: 'yard',
    })
    expect(container.textContent).toContain(
      'Member page: Invitation sent to sam@example.test. The link in it works for 7 days.',
    )
  })
})
