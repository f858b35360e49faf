// The fuzz's account operations (ferriers/*): sign-up, sign-in and the profile; the account and its person as kinds.
import { signUpBody } from '../../support/factories';
import { defineFuzz, freshEmail } from '../support/feature';

export default defineFuzz({
  kinds: {
    ferrier: { table: 'ferriers', create: async (o) => o.ferrierId },
    /** A person of the account (a booking's staffId). */
    user: { table: 'users', create: async (o) => o.userId },
  },
  idFields: { ferrierId: 'ferrier' },
  entries: {
    'POST /ferriers/create': { body: () => signUpBody({ email: freshEmail() }) },
    'POST /ferriers/verifyemail': {
      body: () => ({ email: freshEmail(), otp: '123456' }),
      baselineStatus: [400],
    },
    'POST /ferriers/resend-otp': { body: () => ({ email: freshEmail() }) },
    'POST /ferriers/login': {
      body: () => ({ email: freshEmail(), password: 'Hovslag-Test1!' }),
      baselineStatus: [401],
    },
    'POST /ferriers/restore': {
      body: () => ({ email: freshEmail(), password: 'Hovslag-Test1!' }),
      baselineStatus: [401],
    },
    'POST /ferriers/logout': { after2xx: 'relogin' },
    'POST /ferriers/forgot-password': { body: () => ({ email: freshEmail() }) },
    'POST /ferriers/reset-password': {
      body: () => ({ token: 'fuzz0token0that0was0never0issued', newPassword: 'Ny-Hovslag-2026!' }),
      baselineStatus: [400],
    },
    'GET /ferriers/details/{id}': { id: 'ferrier' },
    'PUT /ferriers/update/{id}': {
      id: 'ferrier',
      body: (t) => ({
        firstName: 'Åsa',
        lastName: 'Lind-Berg',
        title: 'Hovslagare',
        email: t.account.email,
        phone: '070-123 45 67',
        organizationName: 'Lind-Bergs Hovslageri',
        organizationNumber: '556016-0680',
        address: 'Ängsgatan 5',
        postNumber: '753 20',
        postPlace: 'Uppsala',
        vatNumber: 'SE556016068001',
        fTax: true,
        language: 'sv',
      }),
    },
    'PUT /ferriers/change-password/{id}': {
      id: 'ferrier',
      body: (t) => ({ oldPassword: t.account.password, newPassword: `${t.account.password}9` }),
      after2xx: (t, res, body) => {
        t.account.token = res.body.data.token as string;
        t.account.password = String(body?.newPassword);
      },
    },
    'POST /ferriers/change-email/{id}': { id: 'ferrier', body: () => ({ newEmail: freshEmail() }) },
    // No code was mailed to a fresh address: the baseline is a wrong code, and nothing is counted or changed.
    'POST /ferriers/confirm-email-change/{id}': {
      id: 'ferrier',
      body: () => ({ newEmail: freshEmail(), otp: '123456' }),
      baselineStatus: [400],
    },
    'DELETE /ferriers/delete/{id}': { id: 'ferrier', after2xx: 'new-account' },
  },
});
