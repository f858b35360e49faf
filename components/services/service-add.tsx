'use client';
import { RecordAddScreen } from '@/components/record';
import { ServiceForm } from './service-form';
import { SERVICES } from './service-resource';

export function ServiceAdd() {
  return (
    <RecordAddScreen resource={SERVICES} width="wide">
      <ServiceForm />
    </RecordAddScreen>
  );
}
