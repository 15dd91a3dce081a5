import { useState } from 'react'
import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { deleteProfile } from '#app/stores/card-controls-actions.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import type { ControlProfileRow, PickupOptions } from '#domain/salt-card/controls/answers.ts'
import { ProfileForm } from './profile-form.tsx'
import { reasonOf } from './form-refusal.ts'

interface ProfilesPanelProps {
  profiles: ControlProfileRow[]
  options: PickupOptions
  onChanged: () => void
}

/** The account's control profiles ("Plow trucks"): add, change (every card using it follows) and delete. */
export function ProfilesPanel({ profiles, options, onChanged }: ProfilesPanelProps) {
  const open = usePopupStore((state) => state.open)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const done = (saved: boolean) => {
    setEditing(null)
    if (saved) onChanged()
  }
  const remove = (profile: ControlProfileRow) => {
    setFailure(null)
    open('confirm', {
      title: 'Delete profile',
      text: `Delete the profile "${profile.name}"?`,
      confirmLabel: 'Delete',
      onConfirm: async () => {
        try {
          await deleteProfile(profile.id)
          onChanged()
        } catch (error) {
          setFailure(reasonOf(error))
        }
      },
    })
  }
  return (
    <div className="flex flex-col gap-3">
      {failure && <Notice tone="error">{failure}</Notice>}
      {profiles.length === 0 && <p>No profiles yet. A profile gives many cards the same controls.</p>}
      {profiles.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200 rounded border border-slate-200">
          {profiles.map((profile) => (
            <li key={profile.id} className="flex flex-col gap-2 px-3 py-2">
              {editing === profile.id ? (
                <ProfileForm profile={profile} options={options} onDone={done} />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <span className="font-semibold">{profile.name}</span>
                    <span className="block text-[0.85rem] text-slate-700">
                      Used by {profile.cardCount} card{profile.cardCount === 1 ? '' : 's'}
                    </span>
                  </span>
                  <span className="flex gap-2">
                    <button type="button" className={smallButton} onClick={() => setEditing(profile.id)}>
                      Change<span className="sr-only"> profile {profile.name}</span>
                    </button>
                    <button type="button" className={smallDangerButton} onClick={() => remove(profile)}>
                      Delete<span className="sr-only"> profile {profile.name}</span>
                    </button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <ProfileForm profile={null} options={options} onDone={done} />
      ) : (
        <button type="button" className={`${smallButton} self-start`} onClick={() => setEditing('new')}>
          New profile
        </button>
      )}
    </div>
  )
}
