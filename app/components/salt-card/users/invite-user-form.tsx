import { primaryButton } from '#app/components/ui/buttons.ts'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { type Refusal, useForm } from '#app/components/ui/form/use-form.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import { invitationSentText } from '#domain/account/company-user-texts.ts'
import { companyRoleOptions, inviteUserSchema } from '#domain/account/company-users.ts'

const labels = { name: 'Name', email: 'E-mail address', role: 'Role' }

function refusal(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { notice: 'The server could not be reached. Please try again.' }
  return Object.keys(error.fields).length ? { fields: error.fields } : { notice: error.message }
}

/**
 * Invite a person by e-mail: the server creates the user and mails them a link to choose a password. The form checks
 * with the schema the API parses the same body with; each refusal shows in words beside its field.
 */
export function InviteUserForm({ onInvited }: { onInvited: (text: string) => void }) {
  const form = useForm({
    schema: inviteUserSchema,
    labels,
    send: (input) => apiPost<{ id: number }>('/api/salt/account/users', input).then(() => input.email),
    onSent: (email, element) => {
      element?.reset()
      onInvited(invitationSentText(email))
    },
    refusal,
  })
  return (
    <form
      aria-labelledby="invite-user"
      className="flex flex-col gap-3 rounded border border-slate-200 p-4"
      onSubmit={(event) => void form.submit(event)}
      noValidate
    >
      <h2 id="invite-user" className="text-[1.3rem] font-bold text-brand-dark">
        Invite a user
      </h2>
      {form.notice && <Notice tone="error">{form.notice}</Notice>}
      <div className="grid gap-3 md:grid-cols-3">
        <TextField
          label={labels.name}
          name="name"
          autoComplete="off"
          error={form.errors.name}
          onChange={() => form.clearError('name')}
        />
        <TextField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="off"
          error={form.errors.email}
          onChange={() => form.clearError('email')}
        />
        <SelectField label={labels.role} name="role" defaultValue="driver" error={form.errors.role}>
          {companyRoleOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div>
        <button type="submit" className={primaryButton} disabled={form.busy}>
          {form.busy ? 'Sending invitation…' : 'Send invitation'}
        </button>
      </div>
      <FormAnnouncer text={form.announcement} />
    </form>
  )
}
