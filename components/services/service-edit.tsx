'use client';
// /inventory-service-edit/{id}: the service's form, filled from the record (and a draft on top of it).
import { RecordEditScreen } from '@/components/record';
import { ServiceForm } from './service-form';
import { SERVICES } from './service-resource';

export function ServiceEdit({ id }: { id: string }) {
  return (
    <RecordEditScreen
      resource={SERVICES}
      id={id}
      width="wide"
      form={(service) => <ServiceForm service={service} />}
    />
  );
}
