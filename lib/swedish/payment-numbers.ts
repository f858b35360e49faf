// Swedish payment numbers (bankgiro, plusgiro, bank account, Swish): what people type reduced to digits, the check
// digits, and the usual written forms. Pure functions, shared by the validation, the forms and (later) the invoices.
// Rules: ../shared/domain/swedish-rules.md §2; bank accounts after Bankgirot's "Bankernas kontonummeruppbyggnad",
// as the kontonummer package implements it.
import Kontonummer from 'kontonummer';

/** Longest text accepted in one payment-number field before it is read (the longest real one is 15 digits). */
export const PAYMENT_TEXT_MAX = 40;

/** Spaces (also no-break and thin ones) and dashes (hyphen, en dash, non-breaking hyphen, minus) between digits. */
const SEPARATORS = /[\s\u00a0\u2009\u202f\-\u2010\u2011\u2013\u2212]/g;

/**
 * The digits of a number as people type it ("5050-1055", "90 20 03-3", "8327-9"), or null when anything other than
 * digits, spaces and dashes is in it — a letter or a stray sign is a typo, not something to drop silently.
 */
export function digitsOf(text: string): string | null {
  const digits = text.replace(SEPARATORS, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/**
 * A Swish number's digits: like digitsOf, and a leading +46 (or 0046) becomes the national 0, since a private
 * Swish number is a Swedish mobile number and is written "070-123 45 67" on an invoice.
 */
export function swishDigitsOf(text: string): string | null {
  const compact = text.replace(SEPARATORS, '');
  const national = compact.replace(/^(?:\+|00)46(?=\d)/, '0');
  return digitsOf(national);
}

/**
 * A whole bank account pasted into the clearing field, as banks print it ("8327-9, 123 456 789-7"): the clearing
 * and account parts, or null when the text is not of that form.
 */
export function splitBankAccount(text: string): { clearing: string; account: string } | null {
  const match = /^\s*(\d[\d\s-]*?)\s*,\s*(\d[\d\s-]*?)\s*$/.exec(text);
  return match ? { clearing: match[1]!, account: match[2]! } : null;
}

/** Luhn (modulus 10, weights 2-1 from the right) over all the digits: Bankgirot's and Plusgirot's check digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A clearing number's bank (kontonummer's table of ranges), or null for a range no Swedish bank uses. */
export function bankOfClearing(clearing: string): { bankName: string; type: 1 | 2 } | null {
  if (!/^\d{4,5}$/.test(clearing)) return null;
  try {
    const info = Kontonummer.getSortingCodeInfo(clearing);
    return { bankName: info.bankName, type: info.type };
  } catch {
    return null;
  }
}

/**
 * The account digits a bank takes after its clearing number (Bankgirot's table): type 1 accounts are always 7,
 * type 2 depend on the bank (Handelsbanken 8–9, Nordea personkonto 10, Swedbank 10…).
 */
export function accountLengthsOf(clearing: string): { min: number; max: number } | null {
  try {
    const info = Kontonummer.getSortingCodeInfo(clearing);
    if (info.type === 1) return { min: 7, max: 7 };
    return { min: info.accountMinLength ?? 2, max: info.accountMaxLength ?? 10 };
  } catch {
    return null;
  }
}

/** Whether the account's check digit (mod 11 or mod 10, per bank type) matches, lengths checked too. */
export function bankAccountValid(clearing: string, account: string): boolean {
  try {
    return Kontonummer.parse(clearing, account, { mode: 'strict' }).valid;
  } catch {
    return false;
  }
}

/** "NNN-NNNN" / "NNNN-NNNN". */
export function formatBankgiro(digits: string): string {
  return digits.length < 7 ? digits : `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

/** Pairs from the right with a dash before the check digit: "90 20 03-3", "4 32-1". */
export function formatPlusgiro(digits: string): string {
  if (digits.length < 2) return digits;
  const body = digits.slice(0, -1);
  const pairs: string[] = [];
  for (let end = body.length; end > 0; end -= 2) pairs.unshift(body.slice(Math.max(0, end - 2), end));
  return `${pairs.join(' ')}-${digits.slice(-1)}`;
}

/** The bank's own written form ("8327-9, 123 456 789-7", "6789, 123 456 789"); as typed when it cannot be read. */
export function formatBankAccount(clearing: string, account: string): string {
  try {
    return Kontonummer.parse(clearing, account, { mode: 'lax' }).format('pretty');
  } catch {
    return `${clearing}, ${account}`;
  }
}

/** A clearing number as written: Swedbank's five digits with a dash before the check digit ("8327-9"). */
export function formatClearing(digits: string): string {
  return digits.length === 5 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}

/** The account number alone, in the bank's written form ("123 456 789-7"): what the account field shows. */
export function formatAccountNumber(clearing: string, account: string): string {
  const full = formatBankAccount(clearing, account);
  const prefix = formatClearing(clearing);
  return full.startsWith(prefix) ? full.slice(prefix.length).replace(/^[,\s]+/, '') : account;
}

/** Company numbers "123 456 78 90", mobile numbers "070-123 45 67"; other lengths as digits. */
export function formatSwish(digits: string): string {
  if (/^123\d{7}$/.test(digits))
    return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  if (/^07\d{8}$/.test(digits))
    return `${digits.slice(0, 3)}-${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  return digits;
}
