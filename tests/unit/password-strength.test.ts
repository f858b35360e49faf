// The common-password check (issue 9, point 19): leaked and patterned passwords out, the project's own test and
// demo passwords in.
import { describe, expect, it } from 'vitest';
import { isGuessablePassword } from '@/server/accounts/password-strength';
import { DEMO_LOGIN } from '@/scripts/seed/demo';
import { PASSWORD } from '../support/factories';

describe('isGuessablePassword', () => {
  it.each(['Password1!', 'P@ssw0rd!', 'Qwerty123!', 'Welcome1!', 'Iloveyou1!', 'Zaq12wsx!', 'Summer2024!'])(
    'refuses the common or leaked %s, though it follows the character rule',
    (password) => expect(isGuessablePassword(password)).toBe(true),
  );

  it.each(['Sommar2024!', 'Lösenord1!', 'Hovslagare1!', 'Hovbook2026!'])(
    'refuses the Swedish everyday word with digits %s',
    (password) => expect(isGuessablePassword(password)).toBe(true),
  );

  it('refuses a password made of the person’s own details', () => {
    const personal = ['kalle.stromberg@example.se', 'Kalle', 'Strömberg', 'Strömbergs Smide'];
    expect(isGuessablePassword('Stromberg2025!', personal)).toBe(true);
    expect(isGuessablePassword('Stromberg2025!')).toBe(false);
  });

  it.each([
    ['the test factories’ password', PASSWORD],
    ['the demo password', DEMO_LOGIN.password],
    ['the browser tests’ password', 'Hovslag-E2e-1!'],
    ['a passphrase', 'kanel sadel vinterväg'],
  ])('accepts %s', (_, password) => {
    expect(
      isGuessablePassword(password, ['farrier-x@example.se', 'Åsa', 'Lind-Berg', 'Lind-Bergs Hovslageri']),
    ).toBe(false);
  });
});
