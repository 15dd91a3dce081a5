import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { AppDeps } from '#server/context.ts'
import { accounts, outbox } from '#server/db/schema.ts'
import { submitApplication } from '#server/services/salt-card/requests.ts'
import type { ApiClient } from '../api-client.ts'

export const uniqueTag = () => randomBytes(4).toString('hex')

/** An application as the applySalt popup stores it, each with its own names and address unless overridden. */
export async function applied(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  overrides: Partial<Record<string, string>> = {},
) {
  const tag = uniqueTag()
  const form = {
    fullName: `Morgan Lakeside ${tag}`,
    company: `Lakeside Snow ${tag}`,
    email: `morgan-${tag}@lakeside.example`,
    contactNumber: '705-555-0190',
    companyAddress: '4 Dock Rd, Orillia',
    postalCode: 'L3V 1A1',
    city: 'Orillia',
    ...overrides,
  }
  const id = await submitApplication(deps, form, '203.0.113.9')
  return { id, tag, form }
}

/** The staff calls of the applications queue, as `token` unless another staff token is given. */
export function applicationCalls(api: ApiClient, token: string) {
  return {
    list: (query = '', as = token) => api.get(`/api/salt/admin/applications${query}`, { token: as }),
    read: (id: number | string) => api.get(`/api/salt/admin/applications/${id}`, { token }),
    approve: (id: number | string, body: unknown, as = token) =>
      api.post(`/api/salt/admin/applications/${id}/approve`, body, { token: as }),
    decline: (id: number | string, body: unknown, as = token) =>
      api.post(`/api/salt/admin/applications/${id}/decline`, body, { token: as }),
  }
}

export const accountsWithEmail = (deps: Pick<AppDeps, 'db'>, eMail: string) =>
  deps.db.select().from(accounts).where(eq(accounts.eMail, eMail.toLowerCase()))

export const mailsTo = (deps: Pick<AppDeps, 'db'>, address: string) =>
  deps.db.select().from(outbox).where(eq(outbox.toAddress, address))
