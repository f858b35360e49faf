// A second company of its own for the browser tests that need two tenants on one browser.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { latestOtp } from '../../support/mailbox';
import { forgetSignUpCount } from './database';

const MAIL_DATA_DIR = path.resolve('.data/e2e');

/** Signed up and verified through the API, as its owner would; answers with its login. */
export async function createCompany(request: APIRequestContext) {
  const email = `drafts-${randomUUID()}@example.se`;
  const password = `Hovslag-${randomUUID().slice(0, 8)}-Qx!`;
  await forgetSignUpCount();
  const created = await request.post('/api/v1/ferriers/create', {
    data: {
      firstName: 'Berit',
      lastName: 'Ek',
      email,
      password,
      organizationName: 'Eks Hovslageri',
      organizationNumber: '556016-0680',
      phone: '070-765 43 21',
    },
  });
  expect(created.status(), await created.text()).toBe(202);
  await expect.poll(() => latestOtp(email, MAIL_DATA_DIR).catch(() => ''), { timeout: 10_000 }).not.toBe('');
  const verified = await request.post('/api/v1/ferriers/verifyemail', {
    data: { email, otp: await latestOtp(email, MAIL_DATA_DIR) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password };
}
