import type { ReactNode } from 'react'

interface PageHeaderProps {
  eyebrow?: string
  title: string
  intro?: ReactNode
  /** Buttons or links under the intro. */
  children?: ReactNode
}

/** The band every content page opens with: the brand colour, the page's one h1 and a short introduction. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <div className="bg-brand text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        {eyebrow && <p className="font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-4xl text-3xl leading-tight font-extrabold sm2:text-4xl lg:text-5xl">
          {title}
        </h1>
        {intro && <div className="mt-4 max-w-3xl text-lg text-white/90">{intro}</div>}
        {children && <div className="mt-6 flex flex-wrap items-center gap-4">{children}</div>}
      </div>
    </div>
  )
}
