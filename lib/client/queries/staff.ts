// The staff reads and writes of the owner's staff screens on the query cache: keys in keys.ts, calls in
// lib/client/staff-api.ts.
import {
  createStaffMember,
  fetchStaffMember,
  fetchStaffPage,
  setStaffStatus,
  updateStaffMember,
  type StaffCreate,
  type StaffMember,
} from '@/lib/client/staff-api';
import type { ActiveStatus } from '@/lib/validation/list';
import { queryKeys } from './keys';
import { registerQueries } from './register';

/** What the staff form sends: the invitation's fields; an edit also the status, and never the email. */
export type StaffValues = StaffCreate & { status?: ActiveStatus };

export const staffQueries = registerQueries<StaffMember, StaffMember, StaffValues, StaffMember>({
  keys: queryKeys.staff,
  readPage: fetchStaffPage,
  fetchDetails: fetchStaffMember,
  create: ({ status: _status, ...values }) => createStaffMember(values),
  // The sign-in email is the member's own: it is not the owner's to change.
  update: (id, { email: _email, ...values }) => updateStaffMember(id, values),
  setStatus: setStaffStatus,
});
