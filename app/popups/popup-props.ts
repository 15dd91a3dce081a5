import type { PopupKind, PopupOptionsByKind } from '#app/stores/popup.ts'

/** What PopupHost gives each popup: the id its title must carry (aria-labelledby) and its options. */
export interface PopupProps<K extends PopupKind> {
  titleId: string
  options: PopupOptionsByKind[K]
}
