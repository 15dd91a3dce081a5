import type { CardFormErrors } from './sandbox-cards.ts'
import { escape, field, page } from './sandbox-page.ts'
import type { SetupSession } from './sandbox-setup-tokens.ts'

/**
 * The sandbox's hosted page that saves a card for autoload (ADR 0028): the payment page's look and fields, no
 * amount, since nothing is charged here. Like it, it never writes the card number or CVC back into the page.
 */
export function setupPage(input: {
  merchantName: string
  session: SetupSession
  sessionToken: string
  form?: { expiry: string; nameOnCard: string }
  errors?: CardFormErrors
}): string {
  const { merchantName, session, sessionToken, form, errors = {} } = input
  const hasErrors = Object.keys(errors).length > 0
  return page(
    `Save a card for ${merchantName}`,
    `<div class="panel">
<h1>Save a card for ${escape(merchantName)}</h1>
<p class="what">Automatic top-ups of ${escape(session.description)}. Nothing is charged now: ${escape(merchantName)} may charge this card later, up to the limits you set.</p>
<form method="post" novalidate>
${hasErrors ? '<p class="summary" role="alert">Please correct the fields marked below.</p>' : ''}
<input type="hidden" name="session" value="${escape(sessionToken)}">
${field('cardNumber', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"', errors)}
<div class="row"><div>${field('expiry', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', errors, form?.expiry)}</div>
<div>${field('cvc', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"', errors)}</div></div>
${field('nameOnCard', 'autocomplete="cc-name" maxlength="100"', errors, form?.nameOnCard)}
<button class="pay" type="submit" name="action" value="save">Save card</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel and return to ${escape(merchantName)}</button>
</form>
<p class="note">Sandbox: no money moves. Test cards: <code>4242 4242 4242 4242</code> is saved and charged,
<code>4000 0000 0000 0341</code> is saved but its charges are declined, <code>4000 0000 0000 9995</code> is saved
and declined for insufficient funds, <code>4000 0000 0000 0002</code> is refused. Use any future expiry and any CVC.</p>
</div>`,
  )
}
