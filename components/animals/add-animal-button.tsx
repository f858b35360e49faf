import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';

/** "Add horse" for a customer's page: /animal-add with the customer preselected as owner. */
export function AddAnimalButton({ customerId }: { customerId: string }) {
  const t = useTranslations('animals');
  return (
    <Button asChild variant="secondary" className="w-full sm:w-auto">
      <Link href={`/animal-add?customerId=${customerId}`}>
        <PlusIcon className="size-4" />
        {t('add')}
      </Link>
    </Button>
  );
}
