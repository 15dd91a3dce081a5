import { ApiError } from '#app/lib/api-client.ts'
import { saltApplicationSchema } from '#domain/salt-card/schemas.ts'
import { tooManyAttemptsText } from '#domain/account/texts.ts'
import { applyForSaltCard } from '#app/stores/salt-card-actions.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { useForm } from '#app/components/ui/form/use-form.ts'
import { ApplicationFields, applicationLabels } from './account-form-parts.tsx'

/**
 * The application form of both popups (applySalt, createAccount), under the popup's title and intro. The five required fields are highlighted, each with its text, when missing and nothing is
 * sent; `website` is a honeypot that people never see.
 */
export function ApplySaltForm({
  titleId,
  title,
  intro,
  onSent,
}: {
  titleId: string
  title: string
  intro: string
  onSent: () => void
}) {
  const form = useForm({
    schema: saltApplicationSchema,
    send: applyForSaltCard,
    onSent,
    labels: applicationLabels,
    refusal: (error) => {
      if (!(error instanceof ApiError)) return { notice: 'The server could not be reached.' }
      if (error.status === 429) return { notice: tooManyAttemptsText(error.retryAfter) }
      if (Object.keys(error.fields).length > 0) return { fields: error.fields }
      return { notice: error.message }
    },
  })

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void form.submit(event)} noValidate>
      <h2 id={titleId} className={popupTitle}>
        {title}
      </h2>
      <p className="text-[0.95rem]">{intro}</p>
      <ApplicationFields errors={form.errors} onEdit={form.clearError} />
      {/* Honeypot: off-screen and out of the tab order; a form-filling robot fills it and the server drops it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {form.notice && (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger/5 px-3 py-2 text-[0.9rem]">
          {form.notice}
        </p>
      )}
      <FormAnnouncer text={form.announcement} />
      <button type="submit" className={primaryButton} disabled={form.busy} aria-busy={form.busy}>
        Send application
      </button>
    </form>
  )
}
