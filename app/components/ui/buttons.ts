/** The house buttons: full-size ones for dialogs and forms, small ones for toolbars, tables and the admin. */
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:opacity-70'
export const secondaryButton =
  'inline-flex items-center justify-center rounded border-2 border-brand px-5 py-2 font-semibold text-brand hover:bg-salt focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none'
export const linkButton =
  'rounded font-semibold text-brand underline underline-offset-2 hover:text-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none'

export const smallButtonBase =
  'inline-flex min-h-10 items-center justify-center rounded border-2 px-2 py-1 sm2:px-3 text-[0.85rem] font-semibold whitespace-nowrap focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none'
export const smallButton = `${smallButtonBase} border-brand text-brand hover:bg-salt`
export const smallDangerButton = `${smallButtonBase} border-danger/70 text-danger hover:bg-danger/5`
export const smallPrimaryButton = `${smallButtonBase} border-brand bg-brand text-white hover:bg-brand-dark hover:border-brand-dark`
