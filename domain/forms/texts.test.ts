import { describe, expect, it } from 'vitest'
import { confirmationMailTexts, thankYouPaths } from './texts.ts'
import { orderThankYouText, requestSubmittedText, thankYouTitle } from '#domain/content/thank-you-texts.ts'

describe('thank-you texts (letter for letter)', () => {
  it('after a quick order names the brand', () => {
    expect(thankYouTitle).toBe('Thank you')
    expect(orderThankYouText('Draglam Salt')).toBe(
      'Your request has been successfully submitted. A Draglam Salt representative will call you to finalize your order.',
    )
  })

  it('after the other forms asks to check e-mail', () => {
    expect(requestSubmittedText).toBe(
      'Your request has been successfully submitted. Please check your email for further confirmation.',
    )
  })

  it('quick order lands on /thankyou, the others on /thankyou/general', () => {
    expect(thankYouPaths).toEqual({
      contact: '/thankyou/general',
      contactSales: '/thankyou/general',
      becomeDealer: '/thankyou/general',
      quickOrder: '/thankyou',
    })
  })
})

describe('confirmationMailTexts', () => {
  it('is built from fixed words, the form title, the date and the hotline only', () => {
    const { subject, paragraphs } = confirmationMailTexts({
      brandName: 'Draglam Salt',
      kind: 'becomeDealer',
      date: '2026-11-22',
      hotline: '1-888-555-7258',
    })
    expect(subject).toBe('Draglam Salt: we received your request')
    expect(paragraphs.join('\n')).toContain('We received your "Become a Dealer" request on 2026-11-22.')
    expect(paragraphs.join('\n')).toContain('1-888-555-7258')
  })
})
