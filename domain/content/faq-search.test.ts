import { describe, expect, it } from 'vitest'
import { type FaqGroup, countEntries, filterFaq, queryWords } from './faq-search.ts'

const entry = (id: number, question: string, answerText: string) => ({
  id,
  question,
  answerText,
  answerHtml: `<p>${answerText}</p>`,
})

const groups: FaqGroup[] = [
  {
    category: 'Salt Card',
    entries: [
      entry(1, 'How do I apply for a Salt Card?', 'An Account Manager calls you.'),
      entry(2, 'What if a card is lost?', 'Deactivate it from your account page.'),
    ],
  },
  {
    category: 'Products',
    entries: [entry(3, 'Treated or untreated salt?', 'Treated salt works to about −20 °C. Crème brûlée.')],
  },
]

const ids = (result: FaqGroup[]) => result.flatMap((group) => group.entries.map((item) => item.id))

describe('filterFaq', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterFaq(groups, '')).toEqual(groups)
    expect(filterFaq(groups, '   ')).toEqual(groups)
  })

  it('matches questions and answers, in any letter case', () => {
    expect(ids(filterFaq(groups, 'LOST'))).toEqual([2])
    expect(ids(filterFaq(groups, 'account manager'))).toEqual([1])
  })

  it('needs every word, in any order', () => {
    expect(ids(filterFaq(groups, 'apply card'))).toEqual([1])
    expect(ids(filterFaq(groups, 'card apply'))).toEqual([1])
    expect(ids(filterFaq(groups, 'card treated'))).toEqual([])
  })

  it('matches the category name too', () => {
    expect(ids(filterFaq(groups, 'products'))).toEqual([3])
    expect(ids(filterFaq(groups, 'salt card'))).toEqual([1, 2])
  })

  it('ignores accents and punctuation', () => {
    expect(ids(filterFaq(groups, 'creme brulee'))).toEqual([3])
    expect(ids(filterFaq(groups, 'account-manager?'))).toEqual([1])
  })

  it('drops groups left empty and keeps the order of the rest', () => {
    const result = filterFaq(groups, 'treated')
    expect(result.map((group) => group.category)).toEqual(['Products'])
    expect(countEntries(result)).toBe(1)
    expect(countEntries(groups)).toBe(3)
  })

  it('finds nothing for words that are nowhere', () => {
    expect(filterFaq(groups, 'helicopter')).toEqual([])
  })
})

describe('queryWords', () => {
  it('splits on anything but letters and digits', () => {
    expect(queryWords('  Salt-Card, 24/7! ')).toEqual(['salt', 'card', '24', '7'])
  })
})
