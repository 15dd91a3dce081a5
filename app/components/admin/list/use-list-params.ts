import { useSearchParams } from 'react-router'

/**
 * An admin list's state lives in the address (search text, filters, sort, page), so a list can be bookmarked,
 * reloaded and reached back with the Back button. Any change but the page itself starts again at page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1))

  function change(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params)
    next.delete('deleted')
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(name)
      else next.set(name, value)
    }
    if (!('page' in changes)) next.delete('page')
    setParams(next, { preventScrollReset: true })
  }

  /** The list's API query: the address's parameters minus the ones only the screen uses. */
  function apiQuery(): string {
    const query = new URLSearchParams(params)
    query.delete('deleted')
    const text = query.toString()
    return text ? `?${text}` : ''
  }

  return {
    params,
    page,
    q: params.get('q') ?? '',
    sort: params.get('sort'),
    dir: params.get('dir') === 'desc' ? ('desc' as const) : ('asc' as const),
    get: (name: string) => params.get(name) ?? '',
    change,
    apiQuery,
    hrefFor: (target: number) => {
      const next = new URLSearchParams(params)
      next.delete('deleted')
      next.set('page', String(target))
      return `?${next}`
    },
  }
}

export type ListParams = ReturnType<typeof useListParams>
