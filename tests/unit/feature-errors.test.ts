// A feature's own error codes (defineErrors beside the feature, merged into ErrorCode): the status and the message
// come from the feature's declaration and namespace, and the answer is what it was when errors.ts listed the code.
import { describe, expect, it } from 'vitest';
import { errorBody } from '@/server/api/serialize-error';
import { BOOKING_ERRORS } from '@/server/bookings/errors';
import { AppError, ERROR_STATUS, defineErrors, errorMessageKey } from '@/server/errors';

const clash = () =>
  new AppError('BOOKING_CLASH', undefined, undefined, {
    params: { reference: 'B-2026-0007', who: 'Anna', visits: 'none' },
    details: { clashIds: 'a,b' },
  });

describe('a feature’s error code', () => {
  it('answers with the status its feature declared', () => {
    expect(BOOKING_ERRORS.BOOKING_CLASH).toBe(409);
    expect(clash().status).toBe(409);
    expect('BOOKING_CLASH' in ERROR_STATUS).toBe(false);
  });

  it('has its message in the feature’s namespace, in both languages, as before', () => {
    expect(errorMessageKey('BOOKING_CLASH')).toBe('bookingClash.errors.BOOKING_CLASH');
    expect(JSON.stringify(errorBody(clash(), 'en'))).toBe(
      '{"error":{"code":"BOOKING_CLASH","message":"There is already B-2026-0007 for Anna at that time. ' +
        'Book anyway?","details":{"clashIds":"a,b"}}}',
    );
    expect(errorBody(clash(), 'sv').error.message).toBe(
      'Det finns redan B-2026-0007 för Anna vid den tiden. Boka ändå?',
    );
  });

  it('leaves the codes every part uses where they were', () => {
    expect(errorMessageKey('NOT_FOUND')).toBe('errors.NOT_FOUND');
    expect(errorBody(new AppError('NOT_FOUND'), 'en')).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not found.' },
    });
  });

  it('cannot take a code that is already declared', () => {
    expect(() => defineErrors('other', { NOT_FOUND: 404 })).toThrow(/NOT_FOUND is declared twice/);
    expect(() => defineErrors('other', { BOOKING_CLASH: 409 })).toThrow(/BOOKING_CLASH is declared twice/);
  });

  it('is refused when no feature declared it', () => {
    // @ts-expect-error -- not a code: the type says so, and so does the constructor
    expect(() => new AppError('NO_SUCH_CODE')).toThrow(/NO_SUCH_CODE is not declared/);
  });
});
