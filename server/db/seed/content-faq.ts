/** The FAQ's demo entries, in page order: Salt Card, ordering & delivery, products, safety. */
export interface DemoFaqEntry {
  category: string
  question: string
  answerHtml: string
}

export const demoFaq: DemoFaqEntry[] = [
  {
    category: 'Salt Card',
    question: 'How does a Salt Card pickup work at the scale house?',
    answerHtml:
      '<p>Drive onto the inbound scale and show your Salt Card, or the QR code on your account page, to the scale operator. Your truck is weighed in, loaded at the pile, and weighed out. The net weight is charged to the card at the day’s price, and the ticket appears in your transactions within minutes.</p>',
  },
  {
    category: 'Salt Card',
    question: 'How do I apply for a Salt Card?',
    answerHtml:
      '<p>Use <strong>Apply for a Salt Card</strong> on the <a href="/salt-card-pickup">Salt Card Pick Up</a> page. An Account Manager calls you to confirm your company details and set up your prepaid account, usually within one business day.</p>',
  },
  {
    category: 'Salt Card',
    question: 'How do I add funds to my card?',
    answerHtml:
      '<p>Sign in with <strong>My Salt Card</strong>, choose the card and load funds by credit card, from $50 to $10,000 at a time. The balance is updated as soon as the payment is confirmed, and a receipt is mailed to you.</p>',
  },
  {
    category: 'Salt Card',
    question: 'Can my company have more than one card?',
    answerHtml:
      '<p>Yes. Most companies give each truck or driver its own card, so every pickup is easy to trace. Request more cards from your account page; each card has its own name and balance.</p>',
  },
  {
    category: 'Salt Card',
    question: 'What if a card is lost or stolen?',
    answerHtml:
      '<p>Deactivate it right away from your account page, or call our 24/7 hotline. A deactivated card cannot be used for pickups; its remaining balance is refunded or moved to another card by your Account Manager.</p>',
  },
  {
    category: 'Ordering & delivery',
    question: 'What is the minimum order for delivery?',
    answerHtml:
      '<p>Within the Greater Toronto Area: 10 tonnes of bulk salt, 4 bulk sacks, 1 skid of bagged salt or 1 tote of liquid de-icer. Further out the bulk minimum is 20 tonnes. See <a href="/delivery-service">Delivery Services</a> for the areas and lead times.</p>',
  },
  {
    category: 'Ordering & delivery',
    question: 'Which areas do you deliver to?',
    answerHtml:
      '<p>The Greater Toronto Area, Hamilton and Niagara, Waterloo Region, Simcoe County and Durham Region, from the nearest of our eleven yards. For sites further away, <a href="/contact-sales">ask our sales team</a>.</p>',
  },
  {
    category: 'Ordering & delivery',
    question: 'How soon can you deliver when a storm is coming?',
    answerHtml:
      '<p>Normally within one to two business days. Once a storm warning is issued, contract customers are served first and other orders as trucks allow, so order before the forecast turns.</p>',
  },
  {
    category: 'Ordering & delivery',
    question: 'Can I pick up salt without a Salt Card?',
    answerHtml:
      '<p>Yes, during staffed hours at the scale house, paying by credit or debit card. A Salt Card is faster, works during storm mode around the clock, and keeps every pickup on record.</p>',
  },
  {
    category: 'Products',
    question: 'What is the difference between treated and untreated rock salt?',
    answerHtml:
      '<p>Untreated rock salt works well down to about −10 °C. Treated salt carries a liquid coating that keeps it melting to about −20 °C and makes it start faster. Read <a href="/blogs/rock-salt-vs-treated-salt">Rock salt or treated salt?</a></p>',
  },
  {
    category: 'Products',
    question: 'How much salt do I need per application?',
    answerHtml:
      '<p>It depends on the pavement temperature: roughly 10–15 kg per 1,000 m² just below freezing, up to 25–35 kg at −9 °C to −12 °C. Plow first. Our <a href="/blogs/how-much-salt-for-a-parking-lot">parking lot guide</a> has the full table.</p>',
  },
  {
    category: 'Products',
    question: 'Do you sell brine and liquid de-icers?',
    answerHtml:
      '<p>Yes: salt brine and calcium and magnesium chloride blends, in 1,000-litre totes or by tanker, for anti-icing and pre-wetting. See <a href="/products/liquid-de-icing">Liquid De-Icing</a>.</p>',
  },
  {
    category: 'Safety',
    question: 'Where can I find safety data sheets?',
    answerHtml:
      '<p>Every product’s safety data sheet is on its product page and on the <a href="/safety-documents">Safety Documents</a> page, free to download.</p>',
  },
  {
    category: 'Safety',
    question: 'What should my crew wear when handling salt?',
    answerHtml:
      '<p>Safety glasses and gloves for bagged salt and chloride products; add a high-visibility vest and safety boots in the yard. Liquid chlorides call for splash goggles. Each safety data sheet lists what its product needs.</p>',
  },
  {
    category: 'Safety',
    question: 'Is road salt harmful to concrete, pets and plants?',
    answerHtml:
      '<p>Used at the right rate, salt does little harm. Too much damages young concrete (less than a year old), irritates pets’ paws and burns lawn edges. Sweep up what is left after a storm and keep salt off new concrete.</p>',
  },
]
