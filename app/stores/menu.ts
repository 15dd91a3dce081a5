import { create } from 'zustand'

/** Open state of the shared layout's menus; everything here closes on a route change. */
interface MenuState {
  mobileMenuOpen: boolean
  /** Id of the main-nav drop-down that is open, if any; one at a time. */
  openDropdown: string | null
  sidebarOpen: boolean
  toggleMobileMenu: () => void
  closeMobileMenu: () => void
  toggleDropdown: (id: string) => void
  openDropdownMenu: (id: string) => void
  closeDropdown: () => void
  toggleSidebar: () => void
  /** Something was added to My List: the sidebar shows it. */
  openSidebar: () => void
  closeSidebar: () => void
  closeAll: () => void
}

export const useMenuStore = create<MenuState>()((set) => ({
  mobileMenuOpen: false,
  openDropdown: null,
  sidebarOpen: false,
  toggleMobileMenu: () => set((state) => ({ mobileMenuOpen: !state.mobileMenuOpen })),
  closeMobileMenu: () => set({ mobileMenuOpen: false }),
  toggleDropdown: (id) => set((state) => ({ openDropdown: state.openDropdown === id ? null : id })),
  openDropdownMenu: (id) => set({ openDropdown: id }),
  closeDropdown: () => set({ openDropdown: null }),
  toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
  openSidebar: () => set({ sidebarOpen: true }),
  closeSidebar: () => set({ sidebarOpen: false }),
  closeAll: () => set({ mobileMenuOpen: false, openDropdown: null, sidebarOpen: false }),
}))
