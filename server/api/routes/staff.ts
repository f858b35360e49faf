// Staff routes (spec 7, Staff row; issue 25): the owner invites and manages the account's members; the invited member
// accepts with the mailed token, without signing in. Every staffs/* route but the acceptance is the owner's.
import 'server-only';
import {
  acceptInviteInput,
  acceptInviteResultSchema,
  staffCreateInput,
  staffListQuery,
  staffSchema,
  staffUpdateInput,
} from '@/lib/validation/staff';
import { acceptInvite } from '@/server/staff/accept-invite';
import { getStaff, listStaff } from '@/server/staff/read-staff';
import { createStaffMember, updateStaffMember } from '@/server/staff/write-staff';
import { apiRoutes } from '../api-routes';
import { dataOf, errorResponses, jsonBody } from '../openapi';
import { visitor } from '../request-input';
import { resourceRoutes } from '../resource-routes';

const routes = resourceRoutes({ tag: 'Staff', noun: 'staff member' });
const invites = apiRoutes({ tag: 'Staff' });
export const staffRoutes = routes.app;
export const staffInviteRoutes = invites.app;

const OWNER = { role: 'owner' } as const;

// POST /staffs/create — a new member, inactive until they accept the mailed invitation
routes.create('/staffs/create', {
  access: OWNER,
  summary:
    'Invite a staff member (owner only): a one-time link, valid 7 days, is mailed to `email`; the member is ' +
    'inactive until they accept it. An email that already has a login is 422 `staff.emailTaken` on `email`.',
  body: staffCreateInput,
  response: staffSchema,
  useCase: createStaffMember,
});

// GET /staffs/details/{id} — one member of the account (the owner too)
routes.details('/staffs/details/{id}', {
  access: OWNER,
  summary: 'A member of the account (owner only); {id} is their user id',
  response: staffSchema,
  useCase: getStaff,
});

// PUT /staffs/update/{id} — the given fields; status inactive ends the member's sessions at once
routes.update('/staffs/update/{id}', {
  // Open while the account is read-only: who may see the account's data stays the owner's to decide.
  access: { ...OWNER, whileReadOnly: true },
  summary:
    'Change a staff member (owner only; given fields only). `status: inactive` ends their sessions at once and ' +
    'they cannot sign in; `active` lets them in again (before they accepted: a new invitation is mailed). The ' +
    'owner cannot be changed here: 422 on `status`.',
  body: staffUpdateInput,
  response: staffSchema,
  useCase: updateStaffMember,
});

// GET /staffs/list — the owner first, then the staff by name (?staffId: that one member)
routes.list('/staffs/list', {
  access: OWNER,
  summary:
    'The account’s members, the owner first (owner only): ?staffId narrows to one, ?status=all|active|inactive, ' +
    '?search (name or email); one page (`nextCursor` null)',
  query: staffListQuery,
  row: staffSchema,
  useCase: listStaff,
});

// POST /staffs/accept-invite — the invited member sets their password with the mailed token
invites.openapi(
  {
    access: 'public',
    method: 'post',
    path: '/staffs/accept-invite',
    summary:
      'Accept a staff invitation: the token from the mailed link (single use, 7 days) and a password by the ' +
      'password rule; then log in with ferriers/login. An unknown, used or expired token is 400 INVALID_TOKEN.',
    request: { body: jsonBody(acceptInviteInput) },
    responses: {
      200: dataOf(acceptInviteResultSchema, 'Accepted: the member may log in'),
      ...errorResponses,
    },
  },
  async (c) => c.json({ data: await acceptInvite(visitor(c), { input: c.req.valid('json') }) }, 200),
);
