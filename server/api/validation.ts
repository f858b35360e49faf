// Zod issues → field → message key. Our schemas carry keys ("validation.phone"); zod's own checks
// (wrong type, out of range) are mapped by issue code, so clients always get a message in their language.
import 'server-only';
import type { ZodError, z } from 'zod';
import type { FieldMessage } from '@/server/errors';
import { pathAsSent } from './strict-input';

// `paymentMethods.errors.`, `journalRules.`, `journalPhotos.`, `invoiceRules.`, `sharing.errors.`, `staff.` and
// `inbox.errors.` keys:
// those rules keep their messages in their own namespaces.
const MESSAGE_KEY_PREFIXES = [
  'validation.',
  'input.',
  'paymentMethods.errors.',
  'journalRules.',
  'sharing.errors.',
  'journalPhotos.',
  'invoiceRules.',
  'staff.',
  'inbox.errors.',
];
const isMessageKey = (message: string) => MESSAGE_KEY_PREFIXES.some((prefix) => message.startsWith(prefix));

function keyFor(issue: z.core.$ZodIssue): FieldMessage {
  if (isMessageKey(issue.message)) {
    const values = (issue as { params?: Record<string, string> }).params;
    return values ? { key: issue.message, values } : issue.message;
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalidType';
    case 'too_small':
      return 'validation.tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
    case 'unrecognized_keys':
      return 'input.unknownField';
    default:
      return 'validation.invalid';
  }
}

/**
 * The fields of a failed validation and their message keys. With `sent` (the input as received), a field the client
 * sent under the specification's name (`vat`) is answered under that name, not under ours (`vatPercent`).
 */
export function zodFields(error: ZodError, sent?: unknown): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  for (const issue of error.issues) {
    // An unknown key is reported under its own name, not under the object that holds it.
    const names =
      issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of names) {
      const named = sent === undefined ? path : pathAsSent(path, sent);
      fields[named.length ? named.map(String).join('.') : '_'] ??= keyFor(issue);
    }
  }
  return fields;
}
