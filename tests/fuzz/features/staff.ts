// The fuzz's staff operations (staffs/*): the owner's invitations and changes, and the public acceptance; a staff
// member as a kind (made through staffs/create, so another account's is a real member).
import { call } from '../../support/api-client';
import { defineFuzz, freshEmail } from '../support/feature';

export default defineFuzz({
  kinds: {
    staff: {
      table: 'users',
      create: async (owner) => {
        const res = await call('POST', 'staffs/create', {
          token: owner.token,
          body: { firstName: 'Elsa', lastName: 'Lärling', email: freshEmail() },
        });
        if (res.status !== 201) throw new Error(`staffs/create: ${JSON.stringify(res.body)}`);
        return res.body.data.id as string;
      },
    },
  },
  entries: {
    'POST /staffs/create': {
      body: () => ({
        firstName: 'Elsa',
        lastName: 'Lärling',
        email: freshEmail(),
        phone: '070-123 45 67',
        title: 'Hovslagarlärling',
        color: '#c0392b',
        mayInvoice: true,
      }),
    },
    'GET /staffs/details/{id}': { id: 'staff' },
    'PUT /staffs/update/{id}': {
      id: 'staff',
      body: () => ({ title: 'Gesäll', color: '#2f6f8f', mayInvoice: false, status: 'active' }),
    },
    'GET /staffs/list': {},
    // No invitation has this token: the baseline is the refusal, and nothing changes.
    'POST /staffs/accept-invite': {
      body: () => ({ token: 'A'.repeat(43), password: 'Ny-Hovslag-2026!' }),
      baselineStatus: [400],
    },
  },
});
