import { beforeEach, describe, expect, test } from 'vitest'
import { usePopupStore } from '#app/stores/popup.ts'
import { confirmThenSend } from './confirm-then-send.ts'

const confirmation = { title: 'Create the account?', text: '2 cards.', confirmLabel: 'Approve' }

/** The open confirm popup's options, as ConfirmPopup gets them. */
function openConfirm() {
  const { kind, options } = usePopupStore.getState()
  expect(kind).toBe('confirm')
  return options as { title: string; onConfirm: () => Promise<void> }
}

/** What ConfirmPopup does on its button: runs the action, then closes. */
async function pressConfirm() {
  await openConfirm().onConfirm()
  usePopupStore.getState().close()
}

describe('confirmThenSend', () => {
  beforeEach(() => usePopupStore.getState().close())

  test('asks first and sends nothing until the yes; then resolves with the answer', async () => {
    let sent = 0
    const sending = confirmThenSend(confirmation, async () => ++sent)
    expect(openConfirm().title).toBe('Create the account?')
    expect(sent).toBe(0)
    await pressConfirm()
    await expect(sending).resolves.toBe(1)
    expect(usePopupStore.getState().kind).toBeNull()
  })

  test('Cancel (the popup closes without a yes) resolves with null and sends nothing', async () => {
    let sent = false
    const sending = confirmThenSend(confirmation, async () => {
      sent = true
    })
    usePopupStore.getState().close()
    await expect(sending).resolves.toBeNull()
    expect(sent).toBe(false)
  })

  test('another popup taking its place counts as no', async () => {
    const sending = confirmThenSend(confirmation, async () => 'sent')
    usePopupStore.getState().open('generic', { title: 'Other', text: 'Something else.' })
    await expect(sending).resolves.toBeNull()
  })

  test("a refusal rejects with the server's error, and the popup still closes", async () => {
    const refused = new Error('The application was changed.')
    const sending = confirmThenSend(confirmation, () => Promise.reject(refused))
    await pressConfirm()
    await expect(sending).rejects.toBe(refused)
    expect(usePopupStore.getState().kind).toBeNull()
  })
})
