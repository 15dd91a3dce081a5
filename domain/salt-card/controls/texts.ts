/** The words of the card controls' fields, shared by the form and the API's 400 answers (ADR 0021). */
export const controlFieldTexts = {
  wholeNumber: 'Enter a number.',
  aboveZero: 'Enter a number above zero, or leave it empty for no limit.',
  tooLarge: 'This limit is too large.',
  clockTime: 'Enter a time as HH:mm (24-hour).',
  pickDay: 'Tick at least one day.',
  sameTimes: 'The end must differ from the start.',
  addWindow: 'Add at least one time window.',
  pickYard: 'Tick at least one yard, or allow every yard.',
  pickProduct: 'Tick at least one product, or allow every product.',
  pickupOverDay: 'A pickup cannot be allowed more than the whole day.',
  dayOverWeek: 'A day cannot be allowed more than the whole week.',
  profileName: 'Enter a name for the profile.',
  lostReason: 'Say whether the card was lost or stolen.',
} as const

export const controlTexts = {
  controlsTitle: 'Card controls',
  profilesTitle: 'Control profiles',
  declinedTitle: 'Declined pickups',
  noDeclines: 'No pickup with this card has been declined.',
  noControls: 'No controls: this card takes any pickup its balance covers.',
  saved: 'Saved.',
  suspendTitle: 'Suspend card',
  suspendText: (cardNo: string) =>
    `Suspend card ${cardNo}? The scale refuses its pickups until you resume it. Its balance stays on it.`,
  resumeDone: 'The card takes pickups again.',
  suspendedDone: 'The card is suspended: the scale refuses its pickups.',
  lostTitle: 'Report card lost or stolen',
  lostText: (cardNo: string) =>
    `Report card ${cardNo} lost or stolen? It is closed for good, and a new card number takes its name, controls and balance. This cannot be undone.`,
  overrideTitle: 'Allow this pickup once',
  overrideText:
    'The scale may book this same ticket once within the next 30 minutes, past the controls that refused it. The balance must still cover it.',
  overrideDone: (until: string) =>
    `Allowed once until ${until}. Ask the scale house to send the ticket again.`,
} as const
