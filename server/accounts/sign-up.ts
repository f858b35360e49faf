// Company sign-up: the tenant (ferrier) and its owner user, unverified; Better Auth mails the OTP.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { signUpInput } from '@/lib/validation/account';
import type { Locale } from '@/lib/i18n/locales';
import { auth } from '@/server/auth/auth';
import { db } from '@/server/db';
import { ferriers, users } from '@/server/db/schema';
import { AppError } from '@/server/api/errors';
import { requestContext } from '@/server/request-context';
import { LIMITS, hit, limitAddress } from '@/server/rate-limit';
import { authErrorCode } from './auth-errors';

export async function signUp(input: z.output<typeof signUpInput>, locale: Locale) {
  await hit(`signup-ip:${limitAddress(requestContext().ip)}`, LIMITS.signUpPerIp);
  const [taken] = await db().select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw new AppError('EMAIL_TAKEN', { email: 'errors.EMAIL_TAKEN' });

  const [ferrier] = await db()
    .insert(ferriers)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      organizationName: input.organizationName,
      organizationNumber: input.organizationNumber,
      language: locale,
    })
    .returning({ id: ferriers.id });
  if (!ferrier) throw new Error('ferrier insert returned nothing');

  try {
    await auth().api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        ferrierId: ferrier.id,
        language: locale,
      },
    });
  } catch (err) {
    // Better Auth writes outside our transaction, so undo the tenant by hand.
    await db().delete(ferriers).where(eq(ferriers.id, ferrier.id));
    if (authErrorCode(err)?.startsWith('USER_ALREADY_EXISTS')) {
      throw new AppError('EMAIL_TAKEN', { email: 'errors.EMAIL_TAKEN' });
    }
    throw err;
  }
  return { ferrierId: ferrier.id, email: input.email };
}
