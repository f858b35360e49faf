'use client';
// /customer-edit/{id}: the customer's form, filled from the record (and a draft on top of it).
import { RecordEditScreen } from '@/components/record';
import { CustomerForm } from './customer-form';
import { CUSTOMERS } from './customer-resource';

export function CustomerEdit({ id }: { id: string }) {
  return (
    <RecordEditScreen
      resource={CUSTOMERS}
      id={id}
      form={(customer) => <CustomerForm customer={customer} />}
    />
  );
}
