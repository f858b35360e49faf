// Rules inside use cases: who may do what, asked where the work is done, so a job or a test calling a use case meets
// the same rule as the route in front of it (which declares it too: server/access/access.ts). Only rules that exist.
import 'server-only';
import type { Caller } from '@/server/context';
import { AppError } from '@/server/errors';
import { roleAtLeast } from './access';

const RULES = {
  /** The company's details, logo, picture, language and visit reminders (ferriers/update). */
  'profile.update': 'owner',
  /** The bankgiro, plusgiro, bank account and Swish on the invoices (paymentMethods/update). */
  'paymentMethods.update': 'owner',
  /** Cancelling the account, which ends every member's session (ferriers/delete). */
  'account.cancel': 'owner',
  /** Inviting, changing, deactivating staff members and their permissions (staffs/*). */
  'staff.manage': 'owner',
} as const satisfies Record<string, Caller['role']>;

export type Action = keyof typeof RULES;

export const can = (ctx: Pick<Caller, 'role'>, action: Action): boolean =>
  roleAtLeast(ctx.role, RULES[action]);

/** FORBIDDEN unless `ctx` may do `action`. */
export function assertCan(ctx: Pick<Caller, 'role'>, action: Action): void {
  if (!can(ctx, action)) throw new AppError('FORBIDDEN');
}
