// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  announced,
  byLabel,
  click,
  descriptionOf,
  renderRoutes,
  type,
} from '#tests/support/unit/render-routes.tsx'
import { SignInForm } from './sign-in-form.tsx'

const refused = 'E-mail or password is not right.'
let rendered: Awaited<ReturnType<typeof renderRoutes>>
const fetchMock = vi.fn<typeof fetch>()

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock)
  rendered = await renderRoutes([
    {
      path: '/',
      Component: () => <SignInForm titleId="title" redirect={false} onForgotPassword={() => {}} />,
    },
  ])
})
afterEach(() => {
  rendered.unmount()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

describe('the sign-in popup form', () => {
  test('sent empty, it highlights both inputs, says why beside them, announces it once and sends nothing', async () => {
    const { container } = rendered
    await click(container, 'Sign In')
    for (const label of ['Email', 'Password']) {
      const input = byLabel(container, label)
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(input.className).toContain('border-danger')
      expect(descriptionOf(input)).toBe(refused)
    }
    expect(container.ownerDocument.activeElement).toBe(byLabel(container, 'Email'))
    expect(announced(container)).toBe('Please check: Email, Password.')
    expect(fetchMock).not.toHaveBeenCalled()

    type(byLabel(container, 'Email'), 'd')
    expect(byLabel(container, 'Email').hasAttribute('aria-invalid')).toBe(false)
    expect(container.textContent).not.toContain(refused)
  })

  test('filled in, it posts the parsed credentials (the username lower-cased); a 401 gets the same words', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          error: {
            code: 'invalid_credentials',
            message: 'The e-mail address or the password is not correct.',
          },
        },
        { status: 401 },
      ),
    )
    const { container } = rendered
    type(byLabel(container, 'Email'), '  Dana@Example.TEST ')
    type(byLabel(container, 'Password'), 'not-the-password')
    await click(container, 'Sign In')

    expect(fetchMock).toHaveBeenCalledOnce()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/salt/login')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'dana@example.test',
      password: 'not-the-password',
    })
    expect(descriptionOf(byLabel(container, 'Password'))).toBe(refused)
    expect(byLabel(container, 'Password').getAttribute('aria-invalid')).toBe('true')
  })
})
