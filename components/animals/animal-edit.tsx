'use client';
// /animal-edit/{id}: loads the animal, then the shared form (which restores a draft on top of it).
import { useTranslations } from 'next-intl';
import { NotFoundState } from '@/components/app-shell/not-found-state';
import { ErrorState } from '@/components/list';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { animalDetailsPath, type AnimalDetails } from '@/lib/animal-api';
import { isUuid, useApiResource } from '@/lib/use-api-resource';
import { AnimalForm } from './animal-form';

export function AnimalEdit({ id }: { id: string }) {
  const t = useTranslations('animals');
  const resource = useApiResource<AnimalDetails>(isUuid(id) ? animalDetailsPath(id) : null);

  if (resource.status === 'loading') return <PageSpinner label={t('details.loading')} />;
  if (resource.status === 'not-found') {
    return (
      <NotFoundState
        title={t('details.notFoundTitle')}
        text={t('details.notFoundText')}
        backHref="/animal-management"
        backLabel={t('backToList')}
      />
    );
  }
  if (resource.status === 'error') {
    return <ErrorState error={resource.error} title={t('details.error')} onRetry={resource.reload} />;
  }
  const animal = resource.data;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        back={{ href: `/animal-details/${animal.id}`, label: t('form.backToAnimal', { name: animal.name }) }}
        title={t('form.editTitle')}
        description={animal.name}
      />
      <AnimalForm key={animal.id} animal={animal} />
    </div>
  );
}
