// A second company of its own for the browser tests that need two tenants on one browser.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { latestOtp } from '../../support/mailbox';
import { forgetSignUpCount } from './database';

const MAIL_DATA_DIR = path.resolve('.data/e2e');

/**
 * Signed up and verified through the API, as its owner would; answers with its login. On another server than the
 * main one (the billing server), `mailDir` is that server's data folder, and its sign-up count is its own.
 */
export async function createCompany(
  request: APIRequestContext,
  { mailDir, server = '' }: { mailDir?: string; server?: string } = {},
) {
  const email = `drafts-${randomUUID()}@example.se`;
  const password = `Hovslag-${randomUUID().slice(0, 8)}-Qx!`;
  const mail = mailDir ?? MAIL_DATA_DIR;
  if (!mailDir) await forgetSignUpCount();
  const created = await request.post(`${server}/api/v1/ferriers/create`, {
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
  await expect.poll(() => latestOtp(email, mail).catch(() => ''), { timeout: 10_000 }).not.toBe('');
  const verified = await request.post(`${server}/api/v1/ferriers/verifyemail`, {
    data: { email, otp: await latestOtp(email, mail) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password };
}
