'use client';
import { RecordAddScreen } from '@/components/record';
import { CustomerForm } from './customer-form';
import { CUSTOMERS } from './customer-resource';

export function CustomerAdd() {
  return (
    <RecordAddScreen resource={CUSTOMERS}>
      <CustomerForm />
    </RecordAddScreen>
  );
}
