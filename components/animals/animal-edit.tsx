'use client';
// /animal-edit/{id}: the animal's form, filled from the record (and a draft on top of it).
import { RecordEditScreen } from '@/components/record';
import { AnimalForm } from './animal-form';
import { ANIMALS } from './animal-resource';

export function AnimalEdit({ id }: { id: string }) {
  return <RecordEditScreen resource={ANIMALS} id={id} form={(animal) => <AnimalForm animal={animal} />} />;
}
