import { describe, expect, it } from 'vitest'
import { type TextPart, condenseSameParts, diffWords } from './text-diff.ts'

const joined = (parts: TextPart[], keep: TextPart['kind'][]) =>
  parts
    .filter((part) => keep.includes(part.kind))
    .map((part) => part.text)
    .join('')

describe('diffWords', () => {
  it('marks the replaced word and keeps the rest as it was', () => {
    expect(diffWords('Open until 5 pm on weekdays', 'Open until 7 pm on weekdays')).toEqual([
      { kind: 'same', text: 'Open until ' },
      { kind: 'removed', text: '5' },
      { kind: 'added', text: '7' },
      { kind: 'same', text: ' pm on weekdays' },
    ])
  })

  it('rebuilds both texts exactly from its parts', () => {
    const before = '<p>Bulk salt <b>in stock</b> at Concord.</p>\n<p>Call ahead.</p>'
    const after = '<p>Bulk salt <b>sold out</b> at Concord &amp; Oshawa.</p>\n<p>Call ahead.</p><p>New</p>'
    const parts = diffWords(before, after)
    expect(joined(parts, ['same', 'removed'])).toBe(before)
    expect(joined(parts, ['same', 'added'])).toBe(after)
  })

  it('treats tags as units, so a changed tag does not split words', () => {
    const parts = diffWords('<p>Salt</p>', '<h2>Salt</h2>')
    expect(parts).toEqual([
      { kind: 'removed', text: '<p>' },
      { kind: 'added', text: '<h2>' },
      { kind: 'same', text: 'Salt' },
      { kind: 'removed', text: '</p>' },
      { kind: 'added', text: '</h2>' },
    ])
  })

  it('handles texts added from nothing and emptied', () => {
    expect(diffWords('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }])
    expect(diffWords('old text', '')).toEqual([{ kind: 'removed', text: 'old text' }])
    expect(diffWords('same', 'same')).toEqual([{ kind: 'same', text: 'same' }])
  })

  it('still answers (as one replacement) when the changed middle is too large to compare word by word', () => {
    const before = Array.from({ length: 1000 }, (_, i) => `a${i}`).join(' ')
    const after = Array.from({ length: 1000 }, (_, i) => `b${i}`).join(' ')
    const parts = diffWords(`start ${before} end`, `start ${after} end`)
    expect(parts[0]).toEqual({ kind: 'same', text: 'start ' })
    expect(parts.at(-1)).toEqual({ kind: 'same', text: ' end' })
    expect(joined(parts, ['same', 'removed'])).toBe(`start ${before} end`)
    expect(joined(parts, ['same', 'added'])).toBe(`start ${after} end`)
  })
})

describe('condenseSameParts', () => {
  it('shortens unchanged text far from the change', () => {
    const long = 'word '.repeat(100)
    const parts = condenseSameParts(diffWords(`${long}old ${long}`, `${long}new ${long}`), 20)
    expect(parts.map((part) => part.kind)).toEqual(['same', 'removed', 'added', 'same'])
    expect(parts[0]!.text).toBe(`…${long.slice(-20)}`)
    expect(parts[3]!.text).toBe(`${` ${long}`.slice(0, 20)}…`)
  })

  it('keeps both ends of an unchanged run between two changes', () => {
    const middle = 'x'.repeat(50)
    const parts = condenseSameParts(
      [
        { kind: 'added', text: 'A' },
        { kind: 'same', text: middle },
        { kind: 'added', text: 'B' },
      ],
      10,
    )
    expect(parts[1]!.text).toBe(`${'x'.repeat(10)} … ${'x'.repeat(10)}`)
  })

  it('leaves short runs and an unchanged text alone', () => {
    const parts: TextPart[] = [
      { kind: 'same', text: 'short ' },
      { kind: 'added', text: 'new' },
    ]
    expect(condenseSameParts(parts, 20)).toEqual(parts)
    const unchanged: TextPart[] = [{ kind: 'same', text: 'y'.repeat(500) }]
    expect(condenseSameParts(unchanged, 20)).toEqual(unchanged)
  })
})
