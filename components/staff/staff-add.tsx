'use client';
// /staff-add (owner only): the invitation form. A staff member who follows a link here is told it is not theirs
// (the API would refuse the invitation with 403 too).
import { ForbiddenState } from '@/components/app-shell/forbidden-state';
import { RecordAddScreen } from '@/components/record';
import { useStoredUser } from '@/lib/client/use-session';
import { StaffForm } from './staff-form';
import { STAFF } from './staff-resource';

export function StaffAdd() {
  const user = useStoredUser();
  if (user && user.role !== 'owner') return <ForbiddenState />;
  return (
    <RecordAddScreen resource={STAFF}>
      <StaffForm />
    </RecordAddScreen>
  );
}
