// The account's staff as the record kit sees them: a register (active ⇄ inactive) at /staff-*.
import { recordResource } from '@/components/record/record-resource';
import type { StaffMember } from '@/lib/client/staff-api';
import { formatPersonName } from '@/lib/format';
import { staffQueries } from '@/lib/client/queries/staff';

export const STAFF = recordResource({
  namespace: 'staff',
  route: 'staff',
  queries: staffQueries,
  name: (member: StaffMember) => formatPersonName(member.firstName, member.lastName),
});
