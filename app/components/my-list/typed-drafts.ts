/**
 * The typed quantities the unit does not allow, still in their fields (ADR 0030): the list keeps its last good
 * quantity meanwhile, so Send refuses while one is open rather than send a quantity the person did not ask for.
 */
interface InvalidDraft {
  /** Says the field's error in words (if the person had not left the field yet) and moves the focus to it. */
  stopHere: () => void
}

const invalidDrafts = new Map<string, InvalidDraft>()

export const markInvalidDraft = (fieldId: string, draft: InvalidDraft) => invalidDrafts.set(fieldId, draft)

export const clearInvalidDraft = (fieldId: string) => invalidDrafts.delete(fieldId)

/** Stops at the first typed quantity the unit does not allow: true when there was one (Send must not go on). */
export function stopAtInvalidDraft(): boolean {
  const first = invalidDrafts.values().next()
  if (first.done) return false
  first.value.stopHere()
  return true
}
