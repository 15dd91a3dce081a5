import type { APIRequestContext, Page } from '@playwright/test'
import { sessionSeenKey } from '#app/lib/notice-memory.ts'
import { demoAccounts, demoStaff } from '#server/db/seed/demo-accounts.ts'
import { e2eBaseUrl } from './e2e-env.ts'
import { expect } from './fixtures.ts'

export type DemoRole = keyof typeof demoAccounts
const isStaff = (role: DemoRole) => demoStaff.some((staff) => staff.key === role)
export { demoAccounts }

export const urgentNotice = (page: Page) =>
  page.getByRole('dialog').filter({ hasText: /road salt shortage/i })
export const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In' })
export const mySaltCard = (page: Page) => page.getByRole('button', { name: 'My Salt Card', exact: true })

/** Closes the open dialog with its own Close button (an icon button and a text button may both be there). */
export async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * A visitor's first page view: the urgent notice opens (after hydration, so the page is interactive once it shows)
 * and the visitor dismisses it, which keeps it closed for the rest of the browser session.
 */
export async function openSite(page: Page, path = '/') {
  await page.goto(path)
  await expect(urgentNotice(page)).toBeVisible()
  await closeDialog(page)
}

export async function openSignIn(page: Page) {
  await mySaltCard(page).click()
  await expect(signInDialog(page)).toBeVisible()
  return signInDialog(page)
}

export async function fillSignIn(page: Page, email: string, password: string) {
  const dialog = await openSignIn(page)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
}

/** A demo account's API token, as the sign-in answers it. */
export async function demoToken(request: APIRequestContext, role: DemoRole): Promise<string> {
  const { eMail, password } = demoAccounts[role]
  const response = await request.post('/api/salt/login', { data: { username: eMail, password } })
  expect(response.status(), `login as ${role}`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/**
 * Signs in a demo account without the popup (the sign-in spec covers the popup) and returns its token: the API's
 * token goes into localStorage 'token' as the client keeps it, and the session has acknowledged the urgent notice as
 * a visitor who closed it would have (openSite and the urgent-notice spec cover that first view). The storage is
 * written from a page of the site's origin that boots no app (the health check), so no page loads twice.
 */
export async function signIn(page: Page, role: DemoRole): Promise<string> {
  const token = await demoToken(page.request, role)
  await useSession(page, token)
  return token
}

/** Puts a session's token in the page's browser as signIn does, for a login of the test's own. */
export async function useSession(page: Page, token: string): Promise<void> {
  if (!page.url().startsWith(e2eBaseUrl)) await page.goto('/healthz')
  await page.evaluate(
    ({ value, seenKey }) => {
      localStorage.setItem('token', value)
      sessionStorage.setItem(seenKey, '1')
    },
    { value: token, seenKey: sessionSeenKey },
  )
}

/** Signs in a demo account (signIn) and opens `to`: the account's home unless told otherwise. */
export async function login(page: Page, role: DemoRole, to = isStaff(role) ? '/admin/' : '/profile') {
  await signIn(page, role)
  await page.goto(to)
}
