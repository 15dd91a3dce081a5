import type { OpenablePopupKind, PopupOptionsByKind } from '#app/stores/popup.ts'

/** What PopupHost gives each popup: the id its title must carry (aria-labelledby) and its options. */
export interface PopupProps<K extends OpenablePopupKind> {
  titleId: string
  options: PopupOptionsByKind[K]
}
