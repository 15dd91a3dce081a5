/** A customer page's column and its heading (the Salt Card and profile screens). */
export const pageSection = 'mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10'
export const pageTitle = 'text-[2rem] leading-tight font-bold text-brand-dark'
