'use client';
// The add and edit screens around a resource's form: the header (back, title, a line) above the form; the edit
// screen loads the record first (a copy fresh enough to be edited) and keys the form by it.
import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { detailsHref, type RecordBase, type ResourceOf } from './record-resource';
import { ResourceView } from './resource-view';

/** Forms with a wide grid (prices, stock) take the wider column. */
type Width = 'normal' | 'wide';
const WIDTH: Record<Width, string> = { normal: 'max-w-3xl', wide: 'max-w-4xl' };

interface FormScreenProps {
  back: { href: string; label: string };
  title: string;
  description?: string;
  width?: Width;
  children: ReactNode;
}

function FormScreen({ back, title, description, width = 'normal', children }: FormScreenProps) {
  return (
    <div className={cn('mx-auto', WIDTH[width])}>
      <PageHeader back={back} title={title} description={description} />
      {children}
    </div>
  );
}

interface RecordAddScreenProps<T extends RecordBase> {
  resource: ResourceOf<T>;
  /** Where "back" leads instead of the list (an animal added from its owner's page). */
  back?: { href: string; label: string };
  width?: Width;
  children: ReactNode;
}

export function RecordAddScreen<T extends RecordBase>({
  resource,
  back,
  width,
  children,
}: RecordAddScreenProps<T>) {
  const t = useTranslations(resource.namespace);
  return (
    <FormScreen
      back={back ?? { href: resource.listHref, label: t('backToList') }}
      title={t('form.addTitle')}
      description={t('form.addText')}
      width={width}
    >
      {children}
    </FormScreen>
  );
}

interface RecordEditScreenProps<T extends RecordBase> {
  resource: ResourceOf<T>;
  id: string;
  width?: Width;
  /** The form for the loaded record (keyed by its id here). */
  form: (record: T) => ReactNode;
}

export function RecordEditScreen<T extends RecordBase>({
  resource,
  id,
  width,
  form,
}: RecordEditScreenProps<T>) {
  const t = useTranslations(resource.namespace);
  return (
    <ResourceView resource={resource} id={id} fresh>
      {(record) => {
        const name = resource.name(record);
        return (
          <FormScreen
            back={{ href: detailsHref(resource, record.id), label: t('form.backToRecord', { name }) }}
            title={t('form.editTitle')}
            description={resource.number?.(record) ?? name}
            width={width}
          >
            <Fragment key={record.id}>{form(record)}</Fragment>
          </FormScreen>
        );
      }}
    </ResourceView>
  );
}
