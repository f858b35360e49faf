'use client';
// /inventory-edit/{id}: the product's form, filled from the record (and a draft on top of it).
import { RecordEditScreen } from '@/components/record';
import { ProductForm } from './product-form';
import { PRODUCTS } from './product-resource';

export function ProductEdit({ id }: { id: string }) {
  return (
    <RecordEditScreen
      resource={PRODUCTS}
      id={id}
      width="wide"
      form={(product) => <ProductForm product={product} />}
    />
  );
}
