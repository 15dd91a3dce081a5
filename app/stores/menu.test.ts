import { beforeEach, describe, expect, it } from 'vitest'
import { useMenuStore } from './menu.ts'

const state = () => useMenuStore.getState()

describe('nav store', () => {
  beforeEach(() => {
    state().closeAll()
  })

  it('toggles the sidebar open and closed', () => {
    state().toggleSidebar()
    expect(state().sidebarOpen).toBe(true)
    state().toggleSidebar()
    expect(state().sidebarOpen).toBe(false)
  })

  it('keeps one drop-down open at a time and toggles it shut', () => {
    state().toggleDropdown('products')
    state().toggleDropdown('locations')
    expect(state().openDropdown).toBe('locations')
    state().toggleDropdown('locations')
    expect(state().openDropdown).toBeNull()
  })

  it('closes the mobile menu, drop-downs and sidebar at once', () => {
    state().toggleMobileMenu()
    state().openDropdownMenu('resources')
    state().toggleSidebar()
    state().closeAll()
    expect(state()).toMatchObject({ mobileMenuOpen: false, openDropdown: null, sidebarOpen: false })
  })
})
