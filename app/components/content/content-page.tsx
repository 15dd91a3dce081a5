import type { ReactNode } from 'react'
import { HelpAside, asideColumnClass } from './help-aside.tsx'
import { PageHeader } from './page-header.tsx'
import { Prose } from './prose.tsx'

interface ContentPageProps {
  eyebrow?: string
  title: string
  intro?: ReactNode
  /** Buttons in the header band, e.g. "Apply for a Salt Card". */
  actions?: ReactNode
  /** Beside the text on wide screens, under it on narrow ones; the help box when not given. */
  aside?: ReactNode
  children: ReactNode
}

/** A service or legal page: the header band, the text in readable measure, and a box beside it. */
export function ContentPage({ eyebrow, title, intro, actions, aside, children }: ContentPageProps) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro}>
        {actions}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Prose className="max-w-3xl">{children}</Prose>
        <div className={asideColumnClass}>{aside ?? <HelpAside />}</div>
      </div>
    </>
  )
}
