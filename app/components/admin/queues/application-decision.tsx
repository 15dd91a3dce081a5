import { RecordLink } from '#app/components/admin/record-link.tsx'
import { useState } from 'react'
import { Notice } from '#app/components/ui/notice.tsx'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import { type AdminApplication, declineApplicationSchema } from '#domain/admin/queues/application-schemas.ts'
import { saveFailedText } from '#domain/admin/texts.ts'
import {
  declineLabel,
  declineReasonLabel,
  declineTitle,
  declinedText,
  existingAccountText,
} from '#domain/admin/queues/texts.ts'
import { secondaryButton } from '#app/components/ui/buttons.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { ApproveForm } from './approve-form.tsx'

interface ApplicationDecisionProps {
  application: AdminApplication
  onDecided: (application: AdminApplication) => void
}

type Outcome = { tone: 'success' | 'error'; text: string } | null

const failureText = (failure: unknown) => {
  if (!(failure instanceof ApiError)) throw failure
  return failure.status === 0 ? saveFailedText : failure.message
}

/**
 * Approve (the form, with the number of cards) or decline (the input popup, with a reason) a new application; says
 * what was decided, which outlives the form.
 */
export function ApplicationDecision({ application, onDecided }: ApplicationDecisionProps) {
  const [outcome, setOutcome] = useState<Outcome>(null)
  const path = `/api/salt/admin/applications/${application.id}`

  function decline() {
    usePopupStore.getState().open('input', {
      title: declineTitle,
      label: declineReasonLabel,
      action: 'declineReason',
      submitLabel: declineLabel,
      validate: (reason) => declineApplicationSchema.shape.reason.safeParse(reason).success,
      onSubmit: async (reason) => {
        setOutcome(null)
        try {
          onDecided(
            await apiPost<AdminApplication>(`${path}/decline`, { version: application.version, reason }),
          )
          setOutcome({ tone: 'success', text: declinedText })
        } catch (failure) {
          if (failure instanceof ApiError && failure.fields.reason) return false
          setOutcome({ tone: 'error', text: failureText(failure) })
        }
      },
    })
  }

  return (
    <div className="flex flex-col gap-4">
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {application.status === 'new' && (
        <>
          {application.existingAccount ? (
            <Notice tone="info">
              {existingAccountText(application.existingAccount.customerNo)}{' '}
              <RecordLink kind="customers" id={application.existingAccount.id}>
                Open customer {application.existingAccount.customerNo}
              </RecordLink>
            </Notice>
          ) : (
            <ApproveForm
              application={application}
              onApproved={(decided, text) => {
                onDecided(decided)
                setOutcome({ tone: 'success', text })
              }}
            />
          )}
          <button type="button" className={`${secondaryButton} w-fit`} onClick={decline}>
            {declineLabel}…
          </button>
        </>
      )}
    </div>
  )
}
