// Who runs the signed-in area's unpaid-invoice check (components/invoices/unpaid-invoice-check.tsx).
import type { StoredUser } from './session';

/**
 * Whether the signed-in user's browser runs the check. The route needs the invoicing permission (the owner's, or a
 * staff member's the owner ticked), and the stored user (ferriers/login's User) knows the role, not what the owner
 * granted: a staff member's browser leaves the check to the owner's and to the five-minute invoice-payment-check job,
 * which covers every connected account, rather than be refused (403) every five minutes without the permission.
 */
export const runsUnpaidCheck = (user: Pick<StoredUser, 'role'> | null): boolean => user?.role === 'owner';
