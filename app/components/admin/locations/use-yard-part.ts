import { useState } from 'react'
import { yardPartsWithErrors } from '#domain/admin/locations/parts.ts'
import type { YardPart } from '#domain/admin/locations/texts.ts'

/**
 * Which part of the yard form shows, today's hours first. When a save is refused for a field in a part not on
 * screen, that part opens, so the text beside the field is seen; clearing errors while typing never moves the page.
 */
export function useYardPart(errors: Record<string, string>) {
  const [part, setPart] = useState<YardPart>('today')
  const refused = yardPartsWithErrors(errors)
  const refusedKey = refused.join(' ')
  const [seen, setSeen] = useState(refusedKey)
  // Adjusted while rendering (React's pattern for state that follows a value), not in an effect after painting.
  if (seen !== refusedKey) {
    setSeen(refusedKey)
    const previously = seen.split(' ')
    const added = refused.some((each) => !previously.includes(each))
    if (added && !refused.includes(part) && refused[0]) setPart(refused[0])
  }
  return { part, setPart, refused }
}
