/** The Luhn check digit test every payment card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The digit that, appended to `digits`, makes the whole number pass the Luhn check. */
export function luhnCheckDigit(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error('Luhn check digit of a non-number')
  for (let digit = 0; digit <= 9; digit++) if (passesLuhn(`${digits}${digit}`)) return String(digit)
  throw new Error('unreachable: one of ten digits always completes a Luhn number')
}
