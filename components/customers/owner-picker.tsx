'use client';
// Picks the owner among the active customers (customers/suggestions): a button that opens a searchable list in a
// radix Popover, following the ARIA combobox pattern (the search field is the combobox, the results a listbox).
import { Popover } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue, useErrorMessage } from '@/components/list';
import { Button } from '@/components/ui/button';
import { CheckIcon, ChevronDownIcon, CloseIcon, SearchIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { CustomerSuggestion } from '@/lib/client/animal-api';
import { cn } from '@/lib/cn';
import { formatPersonName } from '@/lib/format';
import { isUuid } from '@/lib/is-uuid';
import { customerQueries } from '@/lib/client/queries/customers';

const SEARCH_DELAY_MS = 250;

export interface OwnerPickerProps {
  /** The chosen customer's id, '' for none. */
  value: string;
  onChange: (customerId: string) => void;
  /** The chosen customer's name when the caller knows it (otherwise it is looked up). */
  valueLabel?: string;
  /** The field's name, announced together with the chosen owner ("Owner, Anna Berg"). */
  label: string;
  /** Offers a "no owner" button next to the picker. */
  clearable?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  /** From FormField: the label points at the button; errors and hints describe it. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
  /** Other words where the customer is not an owner (a booking's customer). */
  texts?: { placeholder?: string; dialogLabel?: string; clear?: string };
}

const nameOf = (c: { firstName: string; lastName: string | null }) =>
  formatPersonName(c.firstName, c.lastName);

export function OwnerPicker({
  value,
  onChange,
  valueLabel,
  label: fieldLabel,
  clearable = true,
  disabled = false,
  onBlur,
  className,
  texts = {},
  ...triggerProps
}: OwnerPickerProps) {
  const t = useTranslations('animals.owner');
  const errorMessage = useErrorMessage();
  const listId = useId();
  const nameId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const results = useQuery({
    ...customerQueries.suggestions(debounced),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const [active, setActive] = useState(0);
  // New results start with the first one active.
  const [activeFor, setActiveFor] = useState(results.data);
  if (activeFor !== results.data) {
    setActiveFor(results.data);
    setActive(0);
  }
  /** Names of customers picked here, so the button shows them without another call. */
  const [picked, setPicked] = useState<Record<string, string>>({});
  const searchRef = useRef<HTMLInputElement>(null);

  // A value that came from elsewhere (a draft, ?customerId=): look its name up.
  const known = value ? (picked[value] ?? valueLabel) : undefined;
  const lookupId = value && !known && isUuid(value) ? value : '';
  const lookup = useQuery({ ...customerQueries.details(lookupId), enabled: lookupId !== '' });
  const label = known ?? (lookup.data ? nameOf(lookup.data) : undefined);

  const items = results.data ?? [];
  const choose = (customer: CustomerSuggestion) => {
    setPicked((p) => ({ ...p, [customer.id]: nameOf(customer) }));
    onChange(customer.id);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault(); // never submits the surrounding form
      const customer = items[active];
      if (customer) choose(customer);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const loading = results.isFetching || debounced !== search.trim();
  const showClear = clearable && value !== '' && !disabled;

  return (
    <div className={cn('relative', className)}>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setSearch('');
          else onBlur?.();
        }}
      >
        <Popover.Trigger asChild>
          <button
            type="button"
            disabled={disabled}
            aria-haspopup="dialog"
            aria-labelledby={`${nameId}-label ${nameId}-value`}
            {...triggerProps}
            className={cn(
              'flex min-h-11 w-full items-center gap-2 rounded-lg border border-stone-300 bg-white py-2 pl-3 text-left text-base shadow-xs transition-colors',
              showClear ? 'pr-20' : 'pr-9',
              'focus-visible:border-brand-600',
              'disabled:cursor-not-allowed disabled:bg-stone-100 aria-invalid:border-danger-600',
            )}
          >
            <span id={`${nameId}-label`} className="sr-only">
              {fieldLabel}
            </span>
            <span
              id={`${nameId}-value`}
              className={cn('min-w-0 flex-1 truncate', !value && 'text-stone-500')}
            >
              {value ? (label ?? t('loadingName')) : (texts.placeholder ?? t('placeholder'))}
            </span>
          </button>
        </Popover.Trigger>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-stone-500" />
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={12}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              searchRef.current?.focus();
            }}
            aria-label={texts.dialogLabel ?? t('dialogLabel')}
            className="z-50 w-[var(--radix-popover-trigger-width)] max-w-[calc(100vw-1.5rem)] min-w-72 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
          >
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500" />
              <Input
                ref={searchRef}
                type="search"
                role="combobox"
                aria-label={t('searchLabel')}
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={items[active] ? optionId(active) : undefined}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                onKeyDown={onKeyDown}
                placeholder={t('searchPlaceholder')}
                autoComplete="off"
                spellCheck={false}
                className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
              />
              {loading && (
                <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500" />
              )}
            </div>
            <ul
              id={listId}
              role="listbox"
              aria-label={t('resultsLabel')}
              aria-busy={loading || undefined}
              className="mt-2 max-h-72 overflow-y-auto overscroll-contain"
            >
              {items.map((customer, index) => {
                const selected = customer.id === value;
                return (
                  <li
                    key={customer.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    onPointerMove={() => setActive(index)}
                    onClick={() => choose(customer)}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2',
                      index === active && 'bg-brand-50',
                    )}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-stone-900">{nameOf(customer)}</span>
                      {customer.city && (
                        <span className="block truncate text-sm text-stone-600">{customer.city}</span>
                      )}
                    </span>
                    {selected && <CheckIcon className="size-4 text-brand-700" />}
                  </li>
                );
              })}
            </ul>
            {results.isSuccess && !results.isFetching && items.length === 0 && (
              <p className="px-3 py-3 text-sm text-stone-600">
                {debounced ? t('noMatch') : t('noCustomers')}
              </p>
            )}
            {results.isError && !results.isFetching && (
              <div role="alert" className="space-y-2 px-3 py-3 text-sm text-danger-800">
                <p>{errorMessage(results.error)}</p>
                <Button variant="secondary" onClick={() => void results.refetch()}>
                  {t('retry')}
                </Button>
              </div>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {showClear && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={texts.clear ?? t('clear')}
          title={texts.clear ?? t('clear')}
          className="absolute inset-y-0 right-9 flex w-10 items-center justify-center text-stone-500 hover:text-stone-900"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </div>
  );
}
