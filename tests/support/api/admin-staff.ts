import { expect } from 'vitest'
import type { AdminStaffMember } from '#domain/admin/staff/schemas.ts'
import type { ApiClient, ApiResponse } from '../api-client.ts'
import { type TestApp, testSiteUrl } from '../test-app.ts'

const linkPattern = new RegExp(`${testSiteUrl.replace(/\./g, '\\.')}/\\?reset=([A-Za-z0-9_-]+)`)

/** The owner's staff calls, as the admin screens make them. */
export function staffApi(api: ApiClient, token: string) {
  const send = (method: string, path: string, json?: unknown) =>
    api.request(`/api/salt/admin/staff${path}`, { method, token, json })
  return {
    list: (query: Record<string, string> = {}) => api.get('/api/salt/admin/staff', { token, query }),
    get: (id: number | string) => send('GET', `/${id}`),
    invite: (json: unknown) => send('POST', '', json),
    setRole: (id: number | string, json: unknown) => send('PUT', `/${id}/role`, json),
    deactivate: (id: number | string, json: unknown) => send('POST', `/${id}/deactivate`, json),
    reactivate: (id: number | string, json: unknown) => send('POST', `/${id}/reactivate`, json),
    sendLink: (id: number | string) => send('POST', `/${id}/set-password-link`, {}),
  }
}

/** The member out of a 2xx answer; fails the test on any other. */
export function memberOf(response: ApiResponse, status = 200): AdminStaffMember {
  expect(response.status, JSON.stringify(response.body)).toBe(status)
  return response.body as AdminStaffMember
}

/** Delivers due mail to the SMTP sink and reads the newest set-password link sent to `address`. */
export async function mailedSetPasswordToken(app: TestApp, address: string) {
  await app.deliverMail()
  const mail = app.smtp.to(address).at(-1)
  expect(mail, `a mail to ${address}`).toBeDefined()
  const token = linkPattern.exec(mail!.text)?.[1]
  expect(token, 'a set-password link in the mail').toBeDefined()
  return { mail: mail!, token: token! }
}

/** Whether a session token still opens the signed-in profile. */
export async function sessionWorks(api: ApiClient, token: string): Promise<boolean> {
  const response = await api.get('/api/salt/profile', { token })
  expect([200, 401]).toContain(response.status)
  return response.status === 200
}
