/** Button styles shared by the popups. */
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:opacity-70'
export const secondaryButton =
  'inline-flex items-center justify-center rounded border-2 border-brand px-5 py-2 font-semibold text-brand hover:bg-salt focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none'
export const linkButton =
  'rounded font-semibold text-brand underline underline-offset-2 hover:text-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none'
export const popupTitle = 'pr-8 text-[1.4rem] leading-tight font-bold text-brand-dark'
