'use client';
// A select whose choices come from a suggestions endpoint (product types, sub-types, service categories), named
// in the display language; says when it is loading, and offers Retry when the choices could not be loaded.
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { ComponentPropsWithRef } from 'react';
import { Button } from '@/components/ui/button';
import { Select, type SelectOption } from '@/components/ui/select';
import { referenceQuery, type ReferenceChoice, type ReferenceSource } from '@/lib/client/queries/reference';

/** The query's shape while there is nothing to choose from (the query is disabled then, so never read). */
const NO_SOURCE: ReferenceSource<ReferenceChoice> = { key: '', read: () => Promise.resolve([]) };

interface ReferenceSelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'value'> {
  value: string;
  /** null: nothing to choose from yet (a parent choice is missing) — disabled, showing `waitingLabel`. */
  source: ReferenceSource<ReferenceChoice> | null;
  placeholder: string;
  waitingLabel?: string;
  loadingLabel: string;
  errorLabel: string;
  retryLabel: string;
  /** The stored choice's name, shown until the choices arrive (edit forms). */
  currentOption?: SelectOption | null;
}

export function ReferenceSelect({
  value,
  source,
  placeholder,
  waitingLabel,
  loadingLabel,
  errorLabel,
  retryLabel,
  currentOption,
  disabled,
  ...props
}: ReferenceSelectProps) {
  const locale = useLocale();
  const choices = useQuery({ ...referenceQuery(source ?? NO_SOURCE), enabled: source !== null });
  const loaded = choices.data !== undefined;
  let options: SelectOption[] = loaded
    ? choices.data.map((c) => ({ value: c.id, label: locale === 'sv' ? c.nameSv : c.nameEn }))
    : [];
  const loading = source !== null && !loaded && (choices.isFetching || !choices.isError);
  if (!loaded && currentOption && currentOption.value === value) options = [currentOption];

  let shownPlaceholder = placeholder;
  if (source === null) shownPlaceholder = waitingLabel ?? placeholder;
  else if (loading) shownPlaceholder = loadingLabel;

  return (
    <div>
      <Select
        {...props}
        value={value}
        options={options}
        placeholder={shownPlaceholder}
        disabled={disabled || source === null || (loading && options.length === 0)}
      />
      {choices.isError && !choices.isFetching && (
        <p role="alert" className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-danger-700">
          {errorLabel}
          <Button variant="link" className="min-h-11" onClick={() => void choices.refetch()}>
            {retryLabel}
          </Button>
        </p>
      )}
    </div>
  );
}
