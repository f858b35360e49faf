// Refuses common and leaked passwords (issue 9, point 19) with zxcvbn-ts and its offline dictionaries. Server side
// only: the dictionaries are megabytes the browser never needs; the forms show this check's field error.
import 'server-only';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { AppError } from '@/server/errors';

/** zxcvbn's 0–4 scale; 3 means at least about 10^8 guesses: past the leaked lists, keyboard walks and word + digit. */
export const MIN_PASSWORD_SCORE = 3;

/** Words a Swedish farrier's password is likely built on, which the English dictionaries do not know. */
const SWEDISH_WORDS = [
  'hovbook',
  'hovslagare',
  'hovslageri',
  'hovslagning',
  'lösenord',
  'losenord',
  'hemlig',
  'hemligt',
  'hejsan',
  'sommar',
  'vinter',
  'hösten',
  'våren',
  'sverige',
  'stockholm',
  'göteborg',
  'uppsala',
  'häst',
  'hästen',
  'hästar',
  'stall',
  'stallet',
  'sko',
  'skor',
  'hovar',
];

let factory: ZxcvbnFactory | undefined;

/** Built on first use: loading the dictionaries takes a moment that a process which never checks a password skips. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, swedish: SWEDISH_WORDS },
    graphs: common.adjacencyGraphs,
  });
  return factory;
}

/** True when the password is common, leaked or guessable from the person's own details (`personal`). */
export function isGuessablePassword(password: string, personal: string[] = []): boolean {
  const inputs = personal.flatMap((v) => [v, ...v.split(/[\s@.'’-]+/)]).filter((v) => v.length >= 3);
  return zxcvbn().check(password, inputs).score < MIN_PASSWORD_SCORE;
}

/** Throws VALIDATION_FAILED on `field` for a guessable password; call it before anything changes. */
export function assertStrongPassword(password: string, field: string, personal: string[] = []): void {
  if (isGuessablePassword(password, personal)) {
    throw new AppError('VALIDATION_FAILED', { [field]: 'accountSecurity.passwordGuessable' });
  }
}
