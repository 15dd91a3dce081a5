import { useEffect, useState } from 'react'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { apiGet, apiPost } from '#app/lib/api-client.ts'
import type { MyListItem } from '#app/stores/my-list.ts'
import type { EstimateAnswer, EstimateYardsAnswer } from '#domain/prices/answers.ts'
import { priceTexts } from '#domain/prices/texts.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'

type Estimate = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; answer: EstimateAnswer }

/** An answer for one yard and list: a newer question shows "working out" until its own answer comes. */
type Answered = { question: string; estimate: Estimate }

/** Names the lines without a price as the list names them: product and unit. */
const unpricedNames = (items: MyListItem[], answer: EstimateAnswer) =>
  answer.unpriced.map((line) => {
    const item = items.find((entry) => entry.slug === line.slug && entry.unitName === line.unitName)
    return `${item?.productName ?? line.slug} (${line.unitName})`
  })

/** The list's estimated total at the yard the customer picks, at their prices, taxes apart; asked again on change. */
export default function ListEstimate({ items }: { items: MyListItem[] }) {
  const [yards, setYards] = useState<EstimateYardsAnswer['yards'] | null>(null)
  const [yard, setYard] = useState('')
  const [yardsFailed, setYardsFailed] = useState(false)
  const [answered, setAnswered] = useState<Answered | null>(null)

  useEffect(() => {
    apiGet<EstimateYardsAnswer>('/api/salt/prices/yards').then(
      (answer) => {
        setYards(answer.yards)
        setYard((chosen) => chosen || (answer.yards[0]?.slug ?? ''))
      },
      () => setYardsFailed(true),
    )
  }, [])

  const lines = JSON.stringify(items.map(({ slug, unitName, quantity }) => ({ slug, unitName, quantity })))
  const question = `${yard} ${lines}`
  useEffect(() => {
    if (!yard) return
    let current = true
    const answer = (estimate: Estimate) => current && setAnswered({ question: `${yard} ${lines}`, estimate })
    apiPost<EstimateAnswer>('/api/salt/prices/estimate', {
      locationSlug: yard,
      items: JSON.parse(lines),
    }).then(
      (estimate) => answer({ state: 'ready', answer: estimate }),
      () => answer({ state: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [yard, lines])

  return (
    <section
      aria-labelledby="estimate-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="estimate-heading" className="text-xl font-bold">
        {priceTexts.estimateHeading}
      </h2>
      {yards && yards.length > 0 && (
        <SelectField
          label={priceTexts.estimateYard}
          value={yard}
          onChange={(event) => setYard(event.target.value)}
        >
          {yards.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </SelectField>
      )}
      <EstimateFigures
        estimate={
          yardsFailed
            ? { state: 'failed' }
            : answered?.question === question
              ? answered.estimate
              : { state: 'loading' }
        }
        items={items}
      />
    </section>
  )
}

function EstimateFigures({ estimate, items }: { estimate: Estimate; items: MyListItem[] }) {
  if (estimate.state === 'loading') return <p role="status">{priceTexts.estimateLoading}</p>
  if (estimate.state === 'failed') return <p role="alert">{priceTexts.estimateFailed}</p>
  const { answer } = estimate
  const rate = priceTexts.rate(answer.hstRateBasisPoints)
  const unpriced = unpricedNames(items, answer)
  return (
    <div role="status" className="flex flex-col gap-2">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{priceTexts.estimateSubtotal}</dt>
        <dd className="text-right">{formatCents(answer.subtotalCents)}</dd>
        <dt>{priceTexts.estimateHst(rate)}</dt>
        <dd className="text-right">{formatCents(answer.hstCents)}</dd>
        <dt className="font-bold">{priceTexts.estimateTotal}</dt>
        <dd className="text-right font-bold">{formatCents(answer.subtotalCents + answer.hstCents)}</dd>
      </dl>
      {unpriced.length > 0 && <p>{priceTexts.estimateUnpricedNames(unpriced)}</p>}
      <p className="text-[0.9rem] text-slate-700">{priceTexts.estimateNote(rate)}</p>
    </div>
  )
}
