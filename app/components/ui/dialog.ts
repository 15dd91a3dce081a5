/**
 * How a dialog looks: the dimmed backdrop, the white panel, its title and the × in the corner. The popup frame
 * (app/popups/popup-frame.tsx) keeps the behaviour: focus, Escape, the backdrop click.
 */
export const dialogBackdrop =
  'fixed inset-0 z-[90] flex items-center justify-center overflow-y-auto bg-ink/60 p-4'
export const dialogPanel =
  'relative my-auto w-full max-w-[480px] rounded-lg bg-white p-6 shadow-2xl focus:outline-none sm:p-8'
export const dialogCloseButton =
  'absolute top-2 right-2 grid size-10 place-items-center rounded-full text-[1.6rem] leading-none text-slate-600 hover:bg-salt hover:text-ink focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none'
export const popupTitle = 'pr-8 text-[1.4rem] leading-tight font-bold text-brand-dark'
