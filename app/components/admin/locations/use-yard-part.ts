import { useCallback, useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { searchWithYardPart, yardPartNamed, yardPartsWithErrors } from '#domain/admin/locations/parts.ts'
import type { YardPart } from '#domain/admin/locations/texts.ts'

/**
 * Which part of the yard form shows: the one the address names (`?part=hours`), today's hours first. Choosing a part
 * is a step in the history, so a reload or a shared link opens the same part and Back goes to the part before. When a
 * save is refused for a field in a part not on screen (by the shared schema or by the server), that part opens in
 * place of the current step, so the text beside the field is seen; clearing errors while typing never moves the page.
 */
export function useYardPart(errors: Record<string, string>) {
  const [search, setSearch] = useSearchParams()
  const part = yardPartNamed(search)
  const show = useCallback(
    (next: YardPart, { replace = false } = {}) =>
      setSearch((current) => searchWithYardPart(current, next), { replace, preventScrollReset: true }),
    [setSearch],
  )
  const refused = yardPartsWithErrors(errors)
  const refusedKey = refused.join(' ')
  const seen = useRef(refusedKey)
  useEffect(() => {
    const previously = seen.current.split(' ')
    seen.current = refusedKey
    const now = refusedKey ? (refusedKey.split(' ') as YardPart[]) : []
    const added = now.some((each) => !previously.includes(each))
    if (added && !now.includes(part) && now[0]) show(now[0], { replace: true })
  }, [refusedKey, part, show])
  return { part, setPart: show, refused }
}
