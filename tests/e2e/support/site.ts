import type { Page } from '@playwright/test'
import { demoAccounts, demoStaff } from '#server/db/seed/demo-accounts.ts'
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

/**
 * Signs in a demo account without the popup (the sign-in spec covers the popup): the API's token goes into
 * localStorage 'token' as the client keeps it, then the page opens with the session restored at start.
 */
export async function login(page: Page, role: DemoRole, to = isStaff(role) ? '/admin/' : '/profile') {
  const { eMail, password } = demoAccounts[role]
  const response = await page.request.post('/api/salt/login', { data: { username: eMail, password } })
  expect(response.status(), `login as ${role}`).toBe(200)
  const { token } = (await response.json()) as { token: string }
  await openSite(page)
  await page.evaluate((value) => localStorage.setItem('token', value), token)
  await page.goto(to)
}
