/** What decides whether the urgent notice may open now; see urgentNoticeStep. */
export interface UrgentNoticeSituation {
  /** The admin area: staff at work are not visitors. */
  staffPage: boolean
  /** The answer about active notices is in (or failed): the popup opens with its content and never grows after. */
  noticesLoaded: boolean
  /** The session's first view not yet acknowledged, or a notice for this page the visitor has not dismissed. */
  wanted: boolean
  /** The popup open now (there is at most one at a time), or null. */
  popup: string | null
  /** A popup waiting for a route change to open (a guard's sign-in, a reset link). */
  popupQueued: boolean
  /** The My List sidebar or the mobile menu, which only the visitor opens. */
  visitorPanelOpen: boolean
  /** A route change under way: it would close the notice again at once. */
  navigating: boolean
}

/**
 * - `open`: nothing else is in the visitor's way, so the notice opens now;
 * - `step-aside`: the visitor opened the sidebar or the menu while the notice was on its way (its code or its data
 *   still loading): the notice closes and waits, so there are never two modal layers and the visitor's own action
 *   stays on top;
 * - `none`: nothing to do now (it is open, not wanted, or waits for what the visitor opened to close).
 */
export type UrgentNoticeStep = 'open' | 'step-aside' | 'none'

export function urgentNoticeStep(situation: UrgentNoticeSituation): UrgentNoticeStep {
  const { popup } = situation
  if (popup === 'urgent') return situation.visitorPanelOpen ? 'step-aside' : 'none'
  if (situation.staffPage || !situation.noticesLoaded || !situation.wanted) return 'none'
  if (popup !== null || situation.popupQueued || situation.visitorPanelOpen || situation.navigating)
    return 'none'
  return 'open'
}
