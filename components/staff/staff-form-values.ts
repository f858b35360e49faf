// The staff form's values: text as typed (the shared schema parses it), the invoicing tick and, when editing, the
// member's access (active or inactive). The email is the invitation's address: typed once, then the member's own.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { StaffMember } from '@/lib/client/staff-api';
import { formatPhone } from '@/lib/format';
import { ACTIVE_STATUSES } from '@/lib/validation/list';
import { DEFAULT_STAFF_COLOR, staffCreateInput } from '@/lib/validation/staff';

/** In the order the form shows them: the first one in error gets the focus; `status` takes the owner's refusal. */
export const STAFF_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'title',
  'color',
  'mayInvoice',
  'status',
] as const;

export interface StaffFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  title: string;
  color: string;
  mayInvoice: boolean;
  status: (typeof ACTIVE_STATUSES)[number];
}

/** The invitation's schema; editing adds the access. The API refuses what these refuse. */
const addSchema = staffCreateInput;
const editSchema = staffCreateInput.extend({ status: z.enum(ACTIVE_STATUSES) });

export const staffResolver = (editing: boolean) => zodResolver(editing ? editSchema : addSchema);

export function staffFormValues(member?: StaffMember): StaffFormValues {
  if (!member) {
    return {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      title: '',
      color: DEFAULT_STAFF_COLOR,
      mayInvoice: false,
      status: 'active',
    };
  }
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: formatPhone(member.phone),
    title: member.title ?? '',
    color: member.color,
    mayInvoice: member.mayInvoice,
    status: member.status,
  };
}
