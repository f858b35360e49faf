'use client';
// "New invoice": the list's and the empty state's way to /invoice-create (the kit's add button would lead to -add).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { INVOICE_CREATE_HREF } from './invoice-resource';

export function CreateInvoiceButton() {
  const t = useTranslations('invoices');
  return (
    <Button asChild>
      <Link href={INVOICE_CREATE_HREF}>
        <PlusIcon className="size-4" />
        {t('add')}
      </Link>
    </Button>
  );
}
