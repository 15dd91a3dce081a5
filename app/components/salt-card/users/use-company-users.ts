import { useCallback, useEffect, useState } from 'react'
import { ApiError, apiDelete, apiGet, apiPut } from '#app/lib/api-client.ts'
import type { CompanyRole } from '#domain/account/company-roles.ts'
import type { CompanyUser, CompanyUserList } from '#domain/account/company-users.ts'

const reasonOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The server could not be reached. Please try again.'

const loadUsers = () => apiGet<CompanyUserList>('/api/salt/account/users')

const userPath = (user: CompanyUser) => `/api/salt/account/users/${user.id}`

/**
 * The owner's users page state: the list, a status line after each change (success or the server's refusal in
 * words), and the changes, each reloading the list so the page shows what the server now holds.
 */
export function useCompanyUsers() {
  const [list, setList] = useState<CompanyUserList | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  const reload = useCallback(async () => {
    try {
      setList(await loadUsers())
      setLoadFailed(false)
    } catch {
      setLoadFailed(true)
    }
  }, [])

  useEffect(() => {
    let current = true
    loadUsers().then(
      (loaded) => current && setList(loaded),
      () => current && setLoadFailed(true),
    )
    return () => {
      current = false
    }
  }, [])

  async function change(action: () => Promise<unknown>, done: string): Promise<boolean> {
    setOutcome(null)
    try {
      await action()
      setOutcome({ tone: 'success', text: done })
      return true
    } catch (error) {
      setOutcome({ tone: 'error', text: reasonOf(error) })
      return false
    } finally {
      await reload()
    }
  }

  return {
    list,
    loadFailed,
    outcome,
    reload,
    announce: (text: string) => setOutcome({ tone: 'success', text }),
    changeRole: (user: CompanyUser, role: CompanyRole, done: string) =>
      change(
        () =>
          user.id === null
            ? apiPut('/api/salt/account/login/role', { role })
            : apiPut(`${userPath(user)}/role`, { role }),
        done,
      ),
    assignCards: (user: CompanyUser, cardIds: number[], done: string) =>
      change(() => apiPut(`${userPath(user)}/cards`, { cardIds }), done),
    remove: (user: CompanyUser, done: string) => change(() => apiDelete(userPath(user)), done),
  }
}
