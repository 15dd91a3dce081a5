import { create } from 'zustand'
import type { Profile, ProfileCard } from '#domain/account/answers.ts'

/** The signed-in customer's account (the original client's "salt" store); admin profiles go to the salt-admin store. */
interface SaltState {
  account: Profile | null
  setAccount: (account: Profile | null) => void
  /** Puts a card as the server now has it (after a rename) in place of the one with its id. */
  updateCard: (card: ProfileCard) => void
  /** A deactivated card leaves the list. */
  removeCard: (cardNo: string) => void
  reset: () => void
}

export const useSaltStore = create<SaltState>()((set) => ({
  account: null,
  setAccount: (account) => set({ account }),
  updateCard: (card) =>
    set(({ account }) =>
      account
        ? { account: { ...account, cards: account.cards.map((c) => (c.id === card.id ? card : c)) } }
        : {},
    ),
  removeCard: (cardNo) =>
    set(({ account }) =>
      account ? { account: { ...account, cards: account.cards.filter((c) => c.CardNo !== cardNo) } } : {},
    ),
  reset: () => set({ account: null }),
}))
