'use client';
import { RecordAddScreen } from '@/components/record';
import { ProductForm } from './product-form';
import { PRODUCTS } from './product-resource';

export function ProductAdd() {
  return (
    <RecordAddScreen resource={PRODUCTS} width="wide">
      <ProductForm />
    </RecordAddScreen>
  );
}
