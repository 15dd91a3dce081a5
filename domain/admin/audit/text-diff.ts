/**
 * A word diff of two long texts (a post body, a description), so the audit screen shows what was edited instead of
 * two walls of text. Tags, runs of white space and words are the units; equal runs far from a change are shortened.
 */

export interface TextPart {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/** Above this many cells the middle is shown as replaced as a whole: the table would cost more than it tells. */
const maxLcsCells = 250_000

const tokenize = (text: string) => text.match(/<[^>]*>|\s+|[^\s<]+|</g) ?? []

export function diffWords(before: string, after: string): TextPart[] {
  const old = tokenize(before)
  const now = tokenize(after)
  let start = 0
  while (start < old.length && start < now.length && old[start] === now[start]) start++
  let endOld = old.length
  let endNow = now.length
  while (endOld > start && endNow > start && old[endOld - 1] === now[endNow - 1]) {
    endOld--
    endNow--
  }
  const middle = middleDiff(old.slice(start, endOld), now.slice(start, endNow))
  return merge([
    ...old.slice(0, start).map((text) => ({ kind: 'same' as const, text })),
    ...middle,
    ...old.slice(endOld).map((text) => ({ kind: 'same' as const, text })),
  ])
}

/** The longest common subsequence of the changed middle, walked back into removed, added and same tokens. */
function middleDiff(old: string[], now: string[]): TextPart[] {
  if (old.length * now.length > maxLcsCells) {
    return [
      ...old.map((text) => ({ kind: 'removed' as const, text })),
      ...now.map((text) => ({ kind: 'added' as const, text })),
    ]
  }
  const width = now.length + 1
  const lengths = new Uint32Array((old.length + 1) * width)
  for (let i = old.length - 1; i >= 0; i--)
    for (let j = now.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        old[i] === now[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!)
  const parts: TextPart[] = []
  let i = 0
  let j = 0
  while (i < old.length || j < now.length) {
    if (i < old.length && j < now.length && old[i] === now[j]) {
      parts.push({ kind: 'same', text: old[i++]! })
      j++
    } else if (
      i < old.length &&
      (j === now.length || lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)
    ) {
      // On a tie the old words go first, so a replacement reads "old, then new".
      parts.push({ kind: 'removed', text: old[i++]! })
    } else {
      parts.push({ kind: 'added', text: now[j++]! })
    }
  }
  return parts
}

function merge(parts: TextPart[]): TextPart[] {
  const merged: TextPart[] = []
  for (const part of parts) {
    const last = merged.at(-1)
    if (last && last.kind === part.kind) last.text += part.text
    else if (part.text) merged.push({ ...part })
  }
  return merged
}

/**
 * Keeps `context` characters of unchanged text beside each change and replaces the rest with "…", so a one-word edit
 * in a long post reads as one line. A text with no change at all is left as it is.
 */
export function condenseSameParts(parts: TextPart[], context = 60): TextPart[] {
  if (parts.every((part) => part.kind === 'same')) return parts
  return parts.map((part, index) => {
    if (part.kind !== 'same') return part
    const first = index === 0
    const last = index === parts.length - 1
    const keep = (first || last ? 1 : 2) * context
    if (part.text.length <= keep + 1) return part
    if (first) return { kind: 'same', text: `…${part.text.slice(-context)}` }
    if (last) return { kind: 'same', text: `${part.text.slice(0, context)}…` }
    return { kind: 'same', text: `${part.text.slice(0, context)} … ${part.text.slice(-context)}` }
  })
}
