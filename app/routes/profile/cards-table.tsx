import type { ProfileCard } from '#app/lib/account.ts'

const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' })

/** The account table of spec 2: each active card with its balance. */
export function CardsTable({ cards }: { cards: ProfileCard[] }) {
  if (cards.length === 0) {
    return (
      <p className="rounded border border-dashed border-slate-300 bg-salt px-4 py-6">
        You have no active Salt Cards yet.
      </p>
    )
  }
  return (
    <div className="rounded border border-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">Your Salt Cards</caption>
        <thead className="bg-salt text-[0.85rem] tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Card number
            </th>
            {/* Under 576 px the name moves under the card number, so the balance stays in view. */}
            <th scope="col" className="hidden px-4 py-3 sm2:table-cell">
              Name
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.id} className="border-t border-slate-200">
              <td className="px-4 py-3">
                <span className="font-mono text-[0.85rem] tabular-nums sm2:text-base">{card.CardNo}</span>
                <span className="block text-[0.85rem] text-slate-600 sm2:hidden">{card.name}</span>
              </td>
              <td className="hidden px-4 py-3 sm2:table-cell">{card.name}</td>
              <td className="px-4 py-3 text-right font-semibold tabular-nums">
                {cad.format(card.balanceCents / 100)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
