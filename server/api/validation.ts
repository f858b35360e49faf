// Zod issues → field → message key. Our schemas carry keys ("validation.phone"); zod's own checks
// (wrong type, out of range) are mapped by issue code, so clients always get a message in their language.
import type { ZodError, z } from 'zod';

function keyFor(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalidType';
    case 'too_small':
      return 'validation.tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
    default:
      return 'validation.invalid';
  }
}

export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.join('.') : '_';
    fields[name] ??= keyFor(issue);
  }
  return fields;
}
