import { useState } from 'react'
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts'
import { TextInput } from '#app/components/ui/fields.tsx'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { useForm } from '#app/components/ui/form/use-form.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { saveProfile } from '#app/stores/card-controls-actions.ts'
import type { ControlProfile, PickupOptions } from '#domain/salt-card/controls/answers.ts'
import { controlsBody, controlsFormValues } from '#domain/salt-card/controls/form.ts'
import { controlProfileSchema, noControls } from '#domain/salt-card/controls/schemas.ts'
import { ControlsFields } from './controls-fields.tsx'
import { controlsRefusal } from './form-refusal.ts'

interface ProfileFormProps {
  /** The profile to change; null for a new one. */
  profile: ControlProfile | null
  options: PickupOptions
  onDone: (saved: boolean) => void
}

/** A named profile's name and controls; saving one changes every card that uses it. */
export function ProfileForm({ profile, options, onDone }: ProfileFormProps) {
  const [name, setName] = useState(profile?.name ?? '')
  const [values, setValues] = useState(controlsFormValues(profile?.controls ?? noControls))
  const form = useForm({
    schema: controlProfileSchema,
    input: () => ({ name, controls: controlsBody(values) }),
    send: (input) => saveProfile(profile?.id ?? null, input),
    onSent: () => onDone(true),
    refusal: controlsRefusal,
    invalidNotice: 'Some fields need your attention.',
  })
  return (
    <form
      className="flex flex-col gap-4 rounded border-2 border-brand/30 p-3 sm2:p-4"
      aria-label={profile ? `Change profile ${profile.name}` : 'New control profile'}
      onSubmit={(event) => void form.submit(event)}
      noValidate
    >
      <FormAnnouncer text={form.announcement} />
      {form.notice && <Notice tone="error">{form.notice}</Notice>}
      <TextInput label="Profile name" name="name" value={name} onValue={setName} error={form.errors.name} />
      <ControlsFields values={values} onChange={setValues} options={options} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={form.busy}>
          Save profile
        </button>
        <button type="button" className={secondaryButton} onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  )
}
