// The account's members as the owner manages them (staffs/details, staffs/list): the owner first, from the company
// profile, then the staff with their profile and where their invitation stands.
import 'server-only';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_STAFF_COLOR, type StaffMember, type staffListQuery } from '@/lib/validation/staff';
import type { TenantContext } from '@/server/context';
import type { TenantDb } from '@/server/db/tenant';
import { ferriers, staffInvitations, staffProfiles, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The member `id` of the caller's account (the owner too), or NOT_FOUND (another account's id as well). */
export async function getStaff(ctx: TenantContext, { id }: { id: string }): Promise<StaffMember> {
  const [member] = await members(ctx.db, ctx.ferrierId, eq(users.id, id));
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}

type ListQuery = z.output<typeof staffListQuery>;

/** Every member of the account, the owner first, then by name; the spec's `{ data, nextCursor }` (one page). */
export async function listStaff(ctx: TenantContext, { input }: { input: ListQuery }) {
  const conditions: (SQL | undefined)[] = [];
  if (input.staffId) conditions.push(eq(users.id, input.staffId));
  if (input.search) {
    const term = `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.name, term), ilike(users.email, term)));
  }
  const all = await members(ctx.db, ctx.ferrierId, and(...conditions));
  const data = input.status === 'all' ? all : all.filter((m) => m.status === input.status);
  return { data, nextCursor: null };
}

/** The members matching `where`: a staff member's profile and newest invitation; the owner's title and phone. */
async function members(db: TenantDb, ferrierId: string, where: SQL | undefined): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      staffPhone: staffProfiles.phone,
      staffTitle: staffProfiles.title,
      color: staffProfiles.color,
      mayInvoice: staffProfiles.mayInvoice,
      status: staffProfiles.status,
      acceptedAt: staffProfiles.acceptedAt,
      profileUpdatedAt: staffProfiles.updatedAt,
      ownerPhone: ferriers.phone,
      ownerTitle: ferriers.title,
    })
    .from(users)
    .innerJoin(ferriers, eq(ferriers.id, users.ferrierId))
    .leftJoin(staffProfiles, and(eq(staffProfiles.userId, users.id), eq(staffProfiles.ferrierId, ferrierId)))
    .where(and(eq(users.ferrierId, ferrierId), where))
    .orderBy(desc(users.role), asc(users.lastName), asc(users.firstName), asc(users.id));
  const invitations = await newestInvitations(db, ferrierId);
  return rows.map((r) => {
    const owner = r.role === 'owner';
    const invitation = invitations.get(r.id);
    const latest = [r.updatedAt, r.profileUpdatedAt].filter((d): d is Date => d !== null);
    return {
      id: r.id,
      role: r.role,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: owner ? r.ownerPhone : r.staffPhone,
      title: owner ? r.ownerTitle : r.staffTitle,
      color: r.color ?? DEFAULT_STAFF_COLOR,
      mayInvoice: owner || (r.mayInvoice ?? false),
      // A staff user without a profile predates invitations (made by hand): a member like any other.
      status: owner ? 'active' : (r.status ?? 'active'),
      // Not accepted and no link that still works (expired, or withdrawn by a deactivation): 'expired'.
      invitation:
        owner || r.acceptedAt || r.status === null
          ? 'accepted'
          : invitation && invitation.expiresAt.getTime() > Date.now()
            ? 'pending'
            : 'expired',
      invitationExpiresAt: owner || r.acceptedAt ? null : iso(invitation?.expiresAt ?? null),
      acceptedAt: iso(r.acceptedAt),
      createdAt: r.createdAt.toISOString(),
      updatedAt: new Date(Math.max(...latest.map((d) => d.getTime()))).toISOString(),
    };
  });
}

/** Each member's newest unused invitation. A handful per account: read whole. */
async function newestInvitations(db: TenantDb, ferrierId: string) {
  const rows = await db
    .select({
      userId: staffInvitations.userId,
      expiresAt: staffInvitations.expiresAt,
      usedAt: staffInvitations.usedAt,
    })
    .from(staffInvitations)
    .where(eq(staffInvitations.ferrierId, ferrierId))
    .orderBy(asc(staffInvitations.createdAt));
  const newest = new Map<string, { expiresAt: Date }>();
  for (const row of rows) if (!row.usedAt) newest.set(row.userId, row);
  return newest;
}
