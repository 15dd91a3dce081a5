import { loadNotPrepaidCallText, loadNotPrepaidText } from '#domain/salt-card/texts.ts'
import { Notice } from '#app/components/ui/notice.tsx'

/** saltLoadCard layout: accounts that are not Prepaid cannot load funds; this says why and whom to call. */
export function NotPrepaid({ paymentOption, hotlines }: { paymentOption: string; hotlines: string[] }) {
  return (
    <Notice tone="info" title="Loading funds is not available for your account">
      <p>{loadNotPrepaidText(paymentOption)}</p>
      <p className="mt-2">{loadNotPrepaidCallText}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4">
        {hotlines.map((number) => (
          <li key={number}>
            <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className="font-bold text-brand underline">
              {number}
            </a>
          </li>
        ))}
      </ul>
    </Notice>
  )
}
