// Staff of an account (spec 2, 3, 7; issue 25): the owner's invitation form, the changes the owner makes, what the
// staffs/* calls answer, and the invitation's acceptance (a password for the invited member). Shared by the screens
// and the API.
import { z } from 'zod';
import { ACTIVE_STATUSES } from './list';
import {
  LIMITS,
  clearable,
  email,
  password,
  personName,
  requiredString,
  requiredText,
  swedishPhone,
} from './fields';
import { USER_ROLES } from './account';
import { URL_TOKEN_PATTERN } from './url-token';
import { timestamps } from './response';

/** A member's colour in the calendar when the owner picks none. */
export const DEFAULT_STAFF_COLOR = '#2f6f8f';

/** #rrggbb, stored lower-case; "#2F6F8F" is accepted. */
export const calendarColor = () =>
  requiredString()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'staff.color')
    .transform((v) => v.toLowerCase())
    .meta({ example: '#2f6f8f' });

const mayInvoice = z
  .boolean({ error: 'validation.invalidType' })
  .meta({ description: 'The owner lets this member write, send and bookkeep invoices' });

/** staffs/create: who to invite; the invitation mail goes to `email`. */
export const staffCreateInput = z.object({
  firstName: personName(),
  lastName: personName(),
  email: email(),
  phone: clearable(swedishPhone()),
  title: clearable(requiredText(LIMITS.titleMax)),
  color: calendarColor().optional(),
  mayInvoice: mayInvoice.optional(),
});
export type StaffCreateInput = z.input<typeof staffCreateInput>;

/**
 * staffs/update/{id}: every field optional, validated when given; phone and title are emptied with null. `status:
 * inactive` ends the member's sessions at once; `active` lets them sign in again (or, before they accepted, mails a
 * new invitation). The sign-in email is the member's own (ferriers/change-email).
 */
export const staffUpdateInput = z.object({
  firstName: personName().optional(),
  lastName: personName().optional(),
  phone: clearable(swedishPhone()),
  title: clearable(requiredText(LIMITS.titleMax)),
  color: calendarColor().optional(),
  mayInvoice: mayInvoice.optional(),
  status: z.enum(ACTIVE_STATUSES, { error: 'validation.status' }).optional(),
});
export type StaffUpdateInput = z.input<typeof staffUpdateInput>;

/** Where a member's invitation stands: open (`pending`), out of date (`expired`), or `accepted`. */
export const INVITATION_STATES = ['pending', 'expired', 'accepted'] as const;

/** A member of the account as staffs/details and staffs/list answer: the owner too (role 'owner'). */
export const staffSchema = z
  .object({
    id: z.uuid().meta({ description: "The member's user id (bookings' staffId)" }),
    role: z.enum(USER_ROLES),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    title: z.string().nullable(),
    color: z.string(),
    mayInvoice: z.boolean(),
    status: z.enum(ACTIVE_STATUSES),
    invitation: z.enum(INVITATION_STATES),
    invitationExpiresAt: z.string().nullable(),
    acceptedAt: z.string().nullable(),
    ...timestamps,
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.output<typeof staffSchema>;

/** staffs/list: ?staffId narrows to that one member; ?status and ?search as the registers have them. */
export const staffListQuery = z.object({
  ferrierId: z.string().optional(),
  staffId: z.uuid({ error: 'validation.invalid' }).optional(),
  status: z.enum(['all', ...ACTIVE_STATUSES]).default('all'),
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
});

/** staffs/accept-invite: the token from the mailed link and the member's new password. */
export const acceptInviteInput = z.object({
  token: requiredString().min(1, 'validation.required').max(200),
  password: password(),
});
export type AcceptInviteInput = z.input<typeof acceptInviteInput>;

/** The token's shape: anything else names no invitation (and costs no query). */
export const INVITE_TOKEN_PATTERN = URL_TOKEN_PATTERN;

export const acceptInviteResultSchema = z.object({ accepted: z.literal(true), email: z.string() });
