// createFerrier for the tests that run a fake SMTP host: the verification code is read from the mail the host
// received (mail goes there, not to .eml files).
import { expect } from 'vitest';
import { call } from './api-client';
import { signUpBody, type createFerrier } from './factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

export async function ferrierOverSmtp(
  received: ReadonlyArray<{ to: string[]; data: string }>,
): Promise<Owner> {
  const body = signUpBody();
  expect((await call('POST', 'ferriers/create', { body })).status).toBe(202);
  const mail = received.find((m) => m.to.includes(body.email));
  const otp = /verification code: (\d{6})/.exec(mail?.data ?? '')?.[1];
  expect((await call('POST', 'ferriers/verifyemail', { body: { email: body.email, otp } })).status).toBe(200);
  const login = await call('POST', 'ferriers/login', {
    body: { email: body.email, password: body.password },
  });
  const { token, user } = login.body.data as { token: string; user: { id: string; ferrierId: string } };
  return { ...body, token, userId: user.id, ferrierId: user.ferrierId };
}
