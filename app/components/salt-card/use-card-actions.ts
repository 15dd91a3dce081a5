import { useState } from 'react'
import type { ProfileCard } from '#domain/account/answers.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { cardNameSchema } from '#domain/salt-card/schemas.ts'
import {
  actionFailedText,
  deactivateText,
  deactivateTitle,
  renameLabel,
  renameTitle,
} from '#domain/salt-card/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { deactivateCard, renameCard } from '#app/stores/salt-card-actions.ts'

const reasonOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The server could not be reached.'

/** Rename and Deactivate of the account table: each opens its popup; a refusal shows above the table. */
export function useCardActions() {
  const open = usePopupStore((state) => state.open)
  const [failure, setFailure] = useState<string | null>(null)

  function rename(card: ProfileCard) {
    setFailure(null)
    open('input', {
      title: renameTitle,
      label: renameLabel,
      // The account's input popup runs the action saltCardName.
      action: 'saltCardName',
      placeholder: card.CardNo,
      initialValue: card.name,
      submitLabel: 'Save name',
      validate: (name) => cardNameSchema.safeParse(name).success,
      onSubmit: async (name) => {
        try {
          await renameCard(card.id, name)
          return true
        } catch (error) {
          setFailure(actionFailedText('Renaming the card', reasonOf(error)))
          return false
        }
      },
    })
  }

  function deactivate(card: ProfileCard) {
    setFailure(null)
    open('confirm', {
      title: deactivateTitle,
      text: deactivateText(card.CardNo, card.name),
      confirmLabel: 'Deactivate',
      onConfirm: async () => {
        try {
          await deactivateCard(card.CardNo)
        } catch (error) {
          setFailure(actionFailedText('Deactivating the card', reasonOf(error)))
        }
      },
    })
  }

  return { rename, deactivate, failure }
}
