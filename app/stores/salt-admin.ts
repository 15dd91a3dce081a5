import { create } from 'zustand'
import type { Profile } from '#domain/account/answers.ts'

/** The signed-in admin's own account (the original client's "saltadmin" store); admin screens add their data here. */
interface SaltAdminState {
  account: Profile | null
  setAccount: (account: Profile | null) => void
  reset: () => void
}

export const useSaltAdminStore = create<SaltAdminState>()((set) => ({
  account: null,
  setAccount: (account) => set({ account }),
  reset: () => set({ account: null }),
}))
