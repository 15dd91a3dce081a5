/** What the demo run says about itself: on every page, and on the sandbox processor's payment page. */

export const demoBannerText = 'Demo shop — no real orders or payments'

export const sandboxTestPageTitle = 'Test payment page'
export const sandboxTestPageNotice =
  'This is a test page of the demo shop, not a real payment: no card is charged and no money moves.'
