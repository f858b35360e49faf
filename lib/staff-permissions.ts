// What the owner may grant a staff member one by one (staff_profiles): 'invoicing' — write, send, check and bookkeep
// invoices (many owners want the apprentice to invoice the visit they made). The owner has every permission. The
// routes enforce them (server/access/access.ts); the screens read them from the signed-in user to offer only what
// the routes allow.
export const STAFF_PERMISSIONS = ['invoicing'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** A user's permissions: every one for the owner; for a staff member the ones the owner ticked. */
export function permissionsOf(
  role: 'owner' | 'staff',
  staff: { mayInvoice: boolean | null },
): StaffPermission[] {
  if (role === 'owner') return [...STAFF_PERMISSIONS];
  return staff.mayInvoice ? ['invoicing'] : [];
}
