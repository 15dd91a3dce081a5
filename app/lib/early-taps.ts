/**
 * The page paints before its scripts run (ADR 0016), so for a moment its buttons are drawn but have no handlers: a
 * tap then would be lost, and the visitor would tap again or give up. This inline script, in the page's head, holds
 * the last press of a button (or the submit of a form) made before the app runs, marks it as waiting, and gives it to
 * the app once it runs (`<html data-hydrated>`): the press counts once, a moment late, instead of never (ADR 0034).
 * Links and native controls (checkboxes, fields, details) work without the app and are left alone, as are the urgent
 * notice's own controls, which close it from the first paint (ADR 0018).
 */

/** Set on the control whose press waits for the app: CSS shows it is taken, assistive technology hears it is busy. */
export const earlyTapAttribute = 'data-early-tap'

export function earlyTapScript(): string {
  const text = JSON.stringify
  return `(() => {
const html = document.documentElement;
const booted = () => html.hasAttribute('data-hydrated');
let waiting = null;
const hold = (event, target) => {
  if (booted() || !target || target.closest('[data-notice-in-page]')) return;
  event.preventDefault();
  event.stopPropagation();
  waiting?.removeAttribute(${text(earlyTapAttribute)});
  waiting?.removeAttribute('aria-busy');
  waiting = target;
  target.setAttribute(${text(earlyTapAttribute)}, '');
  target.setAttribute('aria-busy', 'true');
};
document.addEventListener('click', (event) => hold(event, event.target.closest?.('button:not([disabled])')), true);
document.addEventListener('submit', (event) => hold(event, event.target), true);
new MutationObserver((changes, observer) => {
  if (!booted()) return;
  observer.disconnect();
  const target = waiting;
  waiting = null;
  if (!target) return;
  target.removeAttribute(${text(earlyTapAttribute)});
  target.removeAttribute('aria-busy');
  if (!target.isConnected) return;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else target.click();
}).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
})();`
}
