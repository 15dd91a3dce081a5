import { describe, expect, it } from 'vitest'
import { listConfirmationMail, listSalesMail } from './list-mails.ts'

const items = [
  { productName: 'Rock <Salt> & Co', unitName: 'tonne', quantity: 3, customSize: false },
  { productName: 'Brine', unitName: '1,000 L tote', quantity: 2, customSize: true },
]

describe('listSalesMail', () => {
  const mail = listSalesMail({
    subject: 'New request:\r\nBcc: someone@example.test',
    requestId: 12,
    intro: 'Pat asks for these items.',
    items,
    delivery: { siteAddress: '<script>alert(1)</script>', notes: 'line one\nline two' },
    customerHeading: 'Customer',
    customer: [
      ['Name', 'Pat "Plow" O\'Neil'],
      ['Company', null],
    ],
  })

  it('keeps the subject on one line', () => {
    expect(mail.subject).toBe('New request: Bcc: someone@example.test')
  })

  it('lists every item, the delivery details and the customer in the text part', () => {
    expect(mail.text).toContain('My List request #12: Pat asks for these items.')
    expect(mail.text).toContain('- Rock <Salt> & Co, tonne: 3 tonnes')
    expect(mail.text).toContain('- Brine, 1,000 L tote: 2 x (1,000 L tote)')
    expect(mail.text).toContain('Notes: line one\nline two')
    expect(mail.text).toContain('City: —')
    expect(mail.text).toContain('Company: —')
  })

  it('escapes every value in the HTML part and keeps line breaks of notes', () => {
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<Salt>')
    expect(mail.html).toContain('Rock &#60;Salt&#62; &#38; Co')
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(mail.html).toContain('Pat &#34;Plow&#34; O&#39;Neil')
    expect(mail.html).toContain('line one<br>line two')
  })
})

describe('listConfirmationMail', () => {
  it('has the brand in the subject, the fixed words and the items', () => {
    const mail = listConfirmationMail({
      brandName: 'Draglam Salt',
      greeting: 'Hello,',
      message: 'Fixed words.',
      items,
    })
    expect(mail.subject).toBe('Your My List request with Draglam Salt')
    expect(mail.text).toBe(
      [
        'Hello,',
        'Fixed words.',
        'Items:\n- Rock <Salt> & Co, tonne: 3 tonnes\n- Brine, 1,000 L tote: 2 x (1,000 L tote)',
        'If you did not send this request to Draglam Salt, ignore this message.',
      ].join('\n\n'),
    )
    expect(mail.html).toContain(
      '<td style="border:1px solid #ccc;padding:4px 8px;text-align:left">Rock &#60;Salt&#62; &#38; Co</td>',
    )
  })
})
