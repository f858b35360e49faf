// OCR references (swedish-rules §2): the customer types or scans them when paying to the bankgiro, and the bank
// matches the payment to the invoice by them. Digits, then a length digit ((length + 2) mod 10), then a Luhn check
// digit over everything: 12345 → 1234574. Bankgirot accepts 2–25 digits.

export const OCR_MAX_LENGTH = 25;

/** Luhn (mod 10) check digit of a digit string. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, every other digit (starting with the rightmost) is doubled.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The OCR reference for a base of digits (an invoice number's digits), with length and check digits. */
export function ocrReference(base: string): string {
  const digits = base.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > OCR_MAX_LENGTH - 2) throw new RangeError('OCR base length');
  const withLength = `${digits}${(digits.length + 2) % 10}`;
  return `${withLength}${luhnCheckDigit(withLength)}`;
}

/** Whether a reference has a valid length digit and check digit. */
export function isValidOcr(reference: string): boolean {
  if (!/^\d{2,25}$/.test(reference)) return false;
  const body = reference.slice(0, -1);
  const lengthDigit = Number(body.at(-1));
  return lengthDigit === reference.length % 10 && luhnCheckDigit(body) === Number(reference.at(-1));
}
