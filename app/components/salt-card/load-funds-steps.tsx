/** The load-funds page's side note: what happens after "Continue to payment". */
export function LoadFundsSteps({ eMail }: { eMail: string }) {
  const steps = [
    'Choose the card and the amount to load.',
    'Pay by credit card on our payment provider’s secure page.',
    `Back here, the funds are on the card at once, and a receipt goes to ${eMail}.`,
  ]
  return (
    <aside aria-labelledby="load-steps-title" className="rounded border border-slate-200 bg-salt p-5">
      <h2 id="load-steps-title" className="mb-3 text-[1.1rem] font-bold text-brand-dark">
        How loading works
      </h2>
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-brand text-[0.85rem] font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="text-[0.95rem]">{step}</span>
          </li>
        ))}
      </ol>
    </aside>
  )
}
