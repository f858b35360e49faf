'use client';
// /staff-edit/{id}: the member's form, filled from the record (and a draft on top of it), with their access.
import { RecordEditScreen } from '@/components/record';
import { StaffForm } from './staff-form';
import { STAFF } from './staff-resource';

export function StaffEdit({ id }: { id: string }) {
  return <RecordEditScreen resource={STAFF} id={id} form={(member) => <StaffForm member={member} />} />;
}
