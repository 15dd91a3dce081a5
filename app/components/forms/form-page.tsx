import { asideColumnClass } from '#app/components/content/help-aside.tsx'
import type { ReactNode } from 'react'
import type { FormDefinition } from './form-definitions.ts'
import { PublicForm } from './public-form.tsx'

interface FormPageProps {
  /** The form's own layout module (`definitions/`): a page loads its form, not the others. */
  form: FormDefinition
  /**
   * The page's header band (PageHeader), given by the route: the public forms' chunk then does not import the page
   * kit, which the popups that share the form hook would otherwise load too.
   */
  header: ReactNode
  /** What sits beside the form: how the request is handled, other ways to reach us. */
  aside: ReactNode
}

/** /contact, /contact-sales, /become-dealer and /quick-order-salt: the header, the form and its companion box. */
export function FormPage({ form, header, aside }: FormPageProps) {
  return (
    <>
      {header}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PublicForm form={form} />
        <div className={asideColumnClass}>{aside}</div>
      </div>
    </>
  )
}
