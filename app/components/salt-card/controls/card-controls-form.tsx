import { useState } from 'react'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { SelectInput } from '#app/components/ui/fields.tsx'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { useForm } from '#app/components/ui/form/use-form.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { chooseControls } from '#app/stores/card-controls-actions.ts'
import type { CardDetail, ControlProfileRow, PickupOptions } from '#domain/salt-card/controls/answers.ts'
import { controlsBody, controlsFormValues } from '#domain/salt-card/controls/form.ts'
import { cardControlsChoiceSchema, noControls } from '#domain/salt-card/controls/schemas.ts'
import { controlTexts } from '#domain/salt-card/controls/texts.ts'
import { ControlsFields } from './controls-fields.tsx'
import { controlsRefusal } from './form-refusal.ts'

type Source = 'none' | 'own' | 'profile'

interface CardControlsFormProps {
  card: CardDetail
  options: PickupOptions
  profiles: ControlProfileRow[]
  /**
   * A save just went through: the reload after it gives the form fresh values (and a new key), so the page keeps
   * "Saved." for it until the next edit (onEdited).
   */
  justSaved: boolean
  onSaved: () => void
  onEdited: () => void
}

const sourceOptions = (withProfiles: boolean) => [
  { value: 'none' as const, label: 'No controls' },
  { value: 'own' as const, label: 'Its own controls' },
  ...(withProfiles ? [{ value: 'profile' as const, label: 'A control profile' }] : []),
]

/** What the card may pick up: no controls, its own, or a profile many cards share (a card uses one or the other). */
export function CardControlsForm(props: CardControlsFormProps) {
  const { card, options, profiles, onSaved } = props
  const view = card.controls
  const [source, setSource] = useState<Source>(view.source)
  const [values, setValues] = useState(controlsFormValues(view.source === 'own' ? view.controls : noControls))
  const [profileId, setProfileId] = useState(
    String(view.source === 'profile' ? view.profile.id : (profiles[0]?.id ?? '')),
  )
  const form = useForm({
    schema: cardControlsChoiceSchema,
    input: () =>
      source === 'profile'
        ? { source, profileId: Number(profileId) }
        : source === 'own'
          ? { source, controls: controlsBody(values) }
          : { source },
    send: (choice) => chooseControls(card.id, choice),
    onSent: onSaved,
    refusal: controlsRefusal,
    invalidNotice: 'Some fields need your attention.',
    initialStatus: props.justSaved ? 'sent' : 'idle',
  })
  const edited = () => {
    form.markEdited()
    props.onEdited()
  }
  const chosenProfile = profiles.find((profile) => String(profile.id) === profileId)

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void form.submit(event)} noValidate>
      <FormAnnouncer text={form.announcement} />
      {form.notice && <Notice tone="error">{form.notice}</Notice>}
      {form.status === 'sent' && <Notice tone="success">{controlTexts.saved}</Notice>}
      <SelectInput
        label="This card uses"
        value={source}
        options={sourceOptions(profiles.length > 0 || source === 'profile')}
        onValue={(next) => {
          setSource(next)
          edited()
        }}
      />
      {source === 'none' && <p>{controlTexts.noControls}</p>}
      {source === 'own' && (
        <ControlsFields
          values={values}
          onChange={(next) => {
            setValues(next)
            edited()
          }}
          options={options}
          errors={form.errors}
        />
      )}
      {source === 'profile' && (
        <SelectInput
          label="Profile"
          value={profileId}
          options={profiles.map((profile) => ({ value: String(profile.id), label: profile.name }))}
          onValue={(next) => {
            setProfileId(next)
            edited()
          }}
          error={form.errors.profileId}
          hint={
            chosenProfile &&
            `Changing the profile changes every card that uses it (${chosenProfile.cardCount} now).`
          }
        />
      )}
      <button type="submit" className={`${primaryButton} self-start`} disabled={form.busy}>
        Save controls
      </button>
    </form>
  )
}
