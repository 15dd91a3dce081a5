/** Class names shared by the Salt Card screens (the popups' button styles live in app/popups/buttons.ts). */
export const pageSection = 'mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10'
export const pageTitle = 'text-[2rem] leading-tight font-bold text-brand-dark'

export const smallButtonBase =
  'inline-flex min-h-10 items-center justify-center rounded border-2 px-2 py-1 sm2:px-3 text-[0.85rem] font-semibold whitespace-nowrap focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none'
export const smallButton = `${smallButtonBase} border-brand text-brand hover:bg-salt`
export const smallDangerButton = `${smallButtonBase} border-danger/70 text-danger hover:bg-danger/5`
export const smallPrimaryButton = `${smallButtonBase} border-brand bg-brand text-white hover:bg-brand-dark hover:border-brand-dark`

export const fieldLabel = 'text-[0.9rem] font-semibold'
export const fieldControl = (invalid: boolean) =>
  `h-11 rounded border-2 bg-white px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${
    invalid ? 'border-danger bg-danger/5' : 'border-slate-300 focus:border-brand'
  }`
