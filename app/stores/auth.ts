import { create } from 'zustand'
import { tokenStorage } from '#app/lib/api-client.ts'

/** A post of the brand's social feed (the original client's auth state keeps the list; no screen fills it yet). */
export interface SocialFeedPost {
  id: string
  text: string
  url: string
}

/** The auth state. The token mirrors browser storage so screens can react to it. */
interface AuthState {
  auth: boolean
  admin: boolean
  token: string | null
  /** The full-screen loading overlay. */
  loading: boolean
  socialFeed: SocialFeedPost[]
  /** Set by the account layouts when they need the profile (app/lib/guards.ts). */
  load: boolean
  setAuth: (auth: boolean) => void
  setAdmin: (admin: boolean) => void
  /** Stores the token in browser storage too; null removes it. */
  setToken: (token: string | null) => void
  setLoading: (loading: boolean) => void
  setSocialFeed: (posts: SocialFeedPost[]) => void
  setLoad: (load: boolean) => void
  /** Forgets the signed-in state (not the overlay, which its owner hides). */
  reset: () => void
}

export const useAuthStore = create<AuthState>()((set) => ({
  auth: false,
  admin: false,
  // Read once when the browser loads the app; on the server (and in tests) storage is empty.
  token: tokenStorage.get(),
  loading: false,
  socialFeed: [],
  load: false,
  setAuth: (auth) => set({ auth }),
  setAdmin: (admin) => set({ admin }),
  setToken: (token) => {
    if (token === null) tokenStorage.remove()
    else tokenStorage.set(token)
    set({ token })
  },
  setLoading: (loading) => set({ loading }),
  setSocialFeed: (socialFeed) => set({ socialFeed }),
  setLoad: (load) => set({ load }),
  reset: () => set({ auth: false, admin: false, token: null, load: false }),
}))
