import { describe, expect, it } from 'vitest'
import { faqJsonLd } from './faq-seo.ts'

describe('faqJsonLd', () => {
  it('lists every question of every group with its plain-text answer', () => {
    const entry = (id: number, question: string) => ({
      id,
      question,
      answerHtml: `<p>A${id}</p>`,
      answerText: `A${id}`,
    })
    expect(
      faqJsonLd([
        { category: 'One', entries: [entry(1, 'Q1?'), entry(2, 'Q2?')] },
        { category: 'Two', entries: [entry(3, 'Q3?')] },
      ]),
    ).toEqual({
      '@type': 'FAQPage',
      mainEntity: [1, 2, 3].map((id) => ({
        '@type': 'Question',
        name: `Q${id}?`,
        acceptedAnswer: { '@type': 'Answer', text: `A${id}` },
      })),
    })
  })
})
