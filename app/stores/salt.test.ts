import { beforeEach, describe, expect, it } from 'vitest'
import type { Profile } from '#domain/account/answers.ts'
import { useSaltStore } from './salt.ts'

const account: Profile = {
  active: 1,
  name: 'Northern Plowing Ltd.',
  paymentOption: 'Prepaid',
  eMail: 'ops@northern.example',
  customerNo: 'C1001',
  company: 'Northern Plowing Ltd.',
  contactNumber: null,
  address: null,
  city: null,
  postalCode: null,
  login: { userId: null, name: 'Northern Plowing Ltd.', eMail: 'ops@northern.example', role: 'owner' },
  cards: [
    { id: 1, CardNo: '7001000000000017', name: 'Plow truck 1', balanceCents: 125_000, suspended: false },
    { id: 2, CardNo: '7001000000000025', name: 'Loader yard', balanceCents: 48_050, suspended: false },
  ],
}

beforeEach(() => useSaltStore.getState().setAccount(account))

describe('salt store card updates', () => {
  it('updateCard replaces the card with the same id and keeps the order', () => {
    useSaltStore.getState().updateCard({ ...account.cards[0]!, name: 'Sander 3' })
    expect(useSaltStore.getState().account?.cards.map((card) => card.name)).toEqual([
      'Sander 3',
      'Loader yard',
    ])
  })

  it('updateCard of an unknown id changes no card', () => {
    useSaltStore
      .getState()
      .updateCard({ id: 9, CardNo: '7001000000000099', name: 'Other', balanceCents: 0, suspended: false })
    expect(useSaltStore.getState().account?.cards).toEqual(account.cards)
  })

  it('removeCard takes the card with that number out of the list', () => {
    useSaltStore.getState().removeCard('7001000000000017')
    expect(useSaltStore.getState().account?.cards.map((card) => card.id)).toEqual([2])
  })

  it('leaves a signed-out store empty', () => {
    useSaltStore.getState().reset()
    useSaltStore.getState().removeCard('7001000000000017')
    useSaltStore.getState().updateCard(account.cards[1]!)
    expect(useSaltStore.getState().account).toBeNull()
  })
})
