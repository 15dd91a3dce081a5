import { formatCents } from '#domain/salt-card/load-amount.ts'
import { sandboxTestPageNotice, sandboxTestPageTitle } from '#domain/site/shop-mode-texts.ts'
import type { CardForm, CardFormErrors } from './sandbox-cards.ts'
import type { PageSession } from './sandbox-tokens.ts'

/**
 * The sandbox processor's hosted payment page: its own plain look (it stands for another company's page), no
 * script, no request to any other host. The card number and CVC are never written back into the page. It says
 * first of all that it is a test page, so nobody takes it for a real checkout.
 */

export const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const styles = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f5;color:#1c2430;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:440px;margin:40px auto;padding:0 16px}
.brand{font-weight:700;letter-spacing:.02em;color:#3b4a5e;margin:0 0 12px}
.brand span{color:#5a3fd1}
.panel{background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(20,30,50,.12);padding:24px}
h1{font-size:1.1rem;margin:0;color:#3b4a5e;font-weight:600}
.amount{font-size:2rem;font-weight:700;margin:4px 0 2px}
.what{margin:0 0 20px;color:#55606e}
label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #b8c1cc;border-radius:8px;background:#fff;color:inherit}
input:focus{outline:3px solid #9d8cf0;outline-offset:1px;border-color:#5a3fd1}
input[aria-invalid=true]{border-color:#c0262d;background:#fff6f6}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#b3121a;font-size:.9rem;margin:4px 0 0}
.summary{border:1px solid #e5a0a4;background:#fff1f2;color:#8c1016;border-radius:8px;padding:10px 12px;margin:0 0 8px}
button{font:inherit;font-weight:700;border:0;border-radius:8px;cursor:pointer}
.pay{width:100%;margin-top:22px;padding:12px;background:#5a3fd1;color:#fff;font-size:1.05rem}
.pay:hover{background:#4a31b8}
.cancel{margin-top:12px;background:none;color:#3b4a5e;text-decoration:underline;padding:6px 0}
button:focus-visible{outline:3px solid #9d8cf0;outline-offset:2px}
.note{margin-top:20px;font-size:.85rem;color:#55606e;background:#f6f7fa;border-radius:8px;padding:10px 12px}
.note code{font-size:.85rem;white-space:nowrap}
.currency{font-size:1rem;font-weight:400}
.test-page{margin:0 0 16px;padding:12px 14px;border:2px dashed #8a5a00;border-radius:8px;background:#fff4d6;color:#3d2800}
.test-page strong{display:block;font-size:1.05rem}
`

/** Inline, so the page makes no request of its own beyond itself (the browser would otherwise ask for /favicon.ico). */
const favicon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="4" fill="#5a3fd1"/></svg>',
)}`

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${favicon}"><title>${escape(`${sandboxTestPageTitle}: ${title}`)}</title><style>${styles}</style></head>
<body><main><p class="test-page"><strong>${sandboxTestPageTitle}</strong>${escape(sandboxTestPageNotice)}</p>
<p class="brand">Sandbox<span>Pay</span> · secure checkout</p>${body}</main></body></html>`
}

const fieldLabels: Record<keyof CardForm, string> = {
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  nameOnCard: 'Name on card',
}

export function field(name: keyof CardForm, attributes: string, errors: CardFormErrors, value = ''): string {
  const error = errors[name]
  const describedBy = error ? ` aria-describedby="${name}-error" aria-invalid="true"` : ''
  return `<label for="${name}">${fieldLabels[name]}</label>
<input id="${name}" name="${name}" ${attributes} value="${escape(value)}" required${describedBy}>
${error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : ''}`
}

export interface PaymentPageInput {
  merchantName: string
  session: PageSession
  sessionToken: string
  /** What the customer typed, to show again after an error (never the card number or CVC). */
  form?: Pick<CardForm, 'expiry' | 'nameOnCard'>
  errors?: CardFormErrors
}

export function paymentPage({
  merchantName,
  session,
  sessionToken,
  form,
  errors = {},
}: PaymentPageInput): string {
  const hasErrors = Object.keys(errors).length > 0
  return page(
    `Pay ${merchantName}`,
    `<div class="panel">
<h1>Pay ${escape(merchantName)}</h1>
<p class="amount">${escape(formatCents(session.amountCents))} <span class="currency">CAD</span></p>
<p class="what">${escape(session.description)}</p>
<form method="post" novalidate>
${hasErrors ? '<p class="summary" role="alert">Please correct the fields marked below.</p>' : ''}
<input type="hidden" name="session" value="${escape(sessionToken)}">
${field('cardNumber', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"', errors)}
<div class="row"><div>${field('expiry', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', errors, form?.expiry)}</div>
<div>${field('cvc', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"', errors)}</div></div>
${field('nameOnCard', 'autocomplete="cc-name" maxlength="100"', errors, form?.nameOnCard)}
<button class="pay" type="submit" name="action" value="pay">Pay</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel and return to ${escape(merchantName)}</button>
</form>
<p class="note">Sandbox: no money moves. Test cards: <code>4242 4242 4242 4242</code> is approved,
<code>4000 0000 0000 0002</code> is declined, <code>4000 0000 0000 9995</code> is declined for insufficient funds;
any other number that passes the Luhn check is approved. Use any future expiry and any CVC.</p>
</div>`,
  )
}

export function invalidSessionPage(): string {
  return page(
    'Payment page expired',
    `<div class="panel"><h1>This payment page has expired or is not valid</h1>
<p>Nothing was charged. Go back to your Salt Card account and start the payment again.</p>
<p><a href="/profile/load-card">Back to Load Funds</a></p></div>`,
  )
}
