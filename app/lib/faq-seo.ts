import type { FaqGroup } from '#domain/content/faq-search.ts'

/** schema.org FAQPage of every question on the FAQ page, answers as plain text. */
export function faqJsonLd(groups: readonly FaqGroup[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answerText },
      })),
    ),
  }
}
