import { create } from 'zustand'
import type { Profile } from '#app/lib/account.ts'

/** The signed-in customer's account (spec 3 "salt" store); admins' profiles go to the salt-admin store. */
interface SaltState {
  account: Profile | null
  setAccount: (account: Profile | null) => void
  reset: () => void
}

export const useSaltStore = create<SaltState>()((set) => ({
  account: null,
  setAccount: (account) => set({ account }),
  reset: () => set({ account: null }),
}))
