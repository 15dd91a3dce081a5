import type { StatementCard as Card } from '#domain/statements/answers.ts'
import { statementTotalRows } from '#domain/statements/texts.ts'
import { FieldList } from './field-list.tsx'
import { StatementEntries } from './statement-entries.tsx'

/** One card of a statement: its totals, then each entry of the month with the balance after it. */
export function StatementCard({ card }: { card: Card }) {
  const heading = `${card.cardName} (${card.cardNoMasked})`
  return (
    <section aria-label={heading} className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{heading}</h2>
      <FieldList rows={statementTotalRows(card.totals)} />
      {card.entries.length === 0 ? (
        <p>No transactions on this card this month.</p>
      ) : (
        <StatementEntries heading={heading} cardNoMasked={card.cardNoMasked} entries={card.entries} />
      )}
    </section>
  )
}
