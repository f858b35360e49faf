'use client';
// /shared/{code}: the read-only journal, or a horse's journals newest first, that a farrier shared — no sign-in. A
// horse's link lists its journals, each opened with a tap; a journal's link shows it open. An unknown, revoked or
// expired link shows one "does not work" card, whichever it was.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ChevronDownIcon, PhoneIcon } from '@/components/ui/icons';
import { apiKeepingSession, isApiError, read } from '@/lib/client/api-client';
import { useFormat } from '@/lib/client/use-format';
import { phoneHref } from '@/lib/format';
import { fileCount, isFileField } from '@/lib/validation/journal-photos';

/** The shared journal(s), typed as the API documents them (lib/validation/journal-sharing.ts, sharedViewSchema). */
const fetchShared = (code: string) =>
  read(apiKeepingSession.GET('/shared/{code}', { params: { path: { code } } }));
type SharedView = Awaited<ReturnType<typeof fetchShared>>;
type SharedJournal = SharedView['journals'][number];

const isGone = (error: unknown) => isApiError(error) && error.status === 404;

export function SharedJournalsView() {
  const t = useTranslations('sharing.page');
  const { code } = useParams<{ code: string }>();
  const query = useQuery({
    queryKey: ['shared-journals', code],
    // Opened by its code, not by a session: a stale session in this browser is no reason to end it.
    queryFn: () => fetchShared(code),
    retry: (count, error) => !isGone(error) && count < 2,
    // Every fetch is a counted view: do not fetch again on focus.
    refetchOnWindowFocus: false,
  });

  if (isGone(query.error)) return <LinkGone />;
  const view = query.data;
  if (!view) {
    return query.isError && !query.isFetching ? (
      <Card>
        <CardContent className="space-y-4">
          <p role="alert" className="text-stone-700">
            {t('loadError')}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
    ) : (
      <div
        aria-busy="true"
        aria-label={t('loading')}
        className="h-96 animate-pulse rounded-2xl bg-stone-200"
      />
    );
  }
  return <SharedJournals view={view} />;
}

function SharedJournals({ view }: { view: SharedView }) {
  const t = useTranslations('sharing.page');
  const fmt = useFormat();
  const company = view.company.name;
  const single = view.target === 'journal';
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 break-words">
            {t(single ? 'heading' : 'headingAnimal', { animal: view.animalName })}
          </h1>
          <CardDescription className="text-base">{t('intro', { company })}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-stone-700">
          {!single && <p>{t('count', { count: view.journals.length })}</p>}
          {view.expiresAt && <p>{t('expires', { date: fmt.date(view.expiresAt) })}</p>}
          {view.company.phone && (
            <p>
              <a
                href={phoneHref(view.company.phone)}
                className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline"
              >
                <PhoneIcon className="size-4" />
                {t('call', { company, phone: fmt.phone(view.company.phone) })}
              </a>
            </p>
          )}
        </CardContent>
      </Card>
      {view.journals.map((journal) => (
        <JournalCard key={journal.id} journal={journal} startOpen={single} />
      ))}
    </div>
  );
}

function JournalCard({ journal, startOpen }: { journal: SharedJournal; startOpen: boolean }) {
  const t = useTranslations('sharing.page');
  const fmt = useFormat();
  const [open, setOpen] = useState(startOpen);
  const bodyId = useId();
  const date = fmt.date(journal.treatmentDate);
  const signed = journal.status === 'signed';
  return (
    <Card data-testid="shared-journal">
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 className="text-lg font-semibold text-stone-900">
            {date}
            {journal.treatmentTime ? `, ${journal.treatmentTime}` : ''}
          </h2>
          <span className="font-mono text-sm text-stone-600">{journal.referenceNumber}</span>
        </div>
        <p className="text-sm">
          <span
            className={
              signed
                ? 'rounded-full bg-brand-100 px-2 py-0.5 font-medium text-brand-800'
                : 'rounded-full bg-stone-200 px-2 py-0.5 font-medium text-stone-700'
            }
          >
            {t(signed ? 'signed' : 'unsigned')}
          </span>
          {journal.diagnosis && <span className="ml-2 text-stone-700">{journal.diagnosis}</span>}
        </p>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((v) => !v)}
          className="self-start"
        >
          {t(open ? 'hideJournal' : 'showJournal')}
          <ChevronDownIcon className={open ? 'rotate-180 transition-transform' : 'transition-transform'} />
        </Button>
      </CardHeader>
      <CardContent id={bodyId} hidden={!open} className="space-y-5">
        {open && <JournalBody journal={journal} />}
      </CardContent>
    </Card>
  );
}

function JournalBody({ journal }: { journal: SharedJournal }) {
  const t = useTranslations('sharing.page');
  const fmt = useFormat();
  const { animal, owner } = journal;
  const texts = [
    'anamnesis',
    'findings',
    'findingsMotion',
    'findingsPalpation',
    'diagnosis',
    'healthCondition',
    'aftercare',
    'followUpNotes',
    'notes',
    'referral',
  ] as const;
  return (
    <>
      <Section title={t('animal')}>
        <Facts
          items={[
            [t('animal'), animal.name],
            [t('species'), animal.species],
            [t('dateOfBirth'), animal.dateOfBirth && fmt.date(animal.dateOfBirth)],
            [t('identity'), animal.identity],
          ]}
        />
      </Section>
      <Section title={t('keeper')}>
        <Facts
          items={[
            [t('keeper'), owner.name],
            [t('keeperAddress'), owner.address],
            [t('keeperPhone'), owner.phone && fmt.phone(owner.phone)],
            [t('productionSite'), owner.productionSiteNumber],
          ]}
        />
      </Section>
      <Section title={t('visit')}>
        <Facts
          items={[
            ...texts.map((key) => [t(key), journal[key]] as [string, string | null]),
            [t('lastTreatment'), journal.lastTreatment && fmt.date(journal.lastTreatment)],
            [t('nextTreatment'), journal.nextTreatment && fmt.date(journal.nextTreatment)],
          ]}
        />
      </Section>
      {journal.hoofFindings.length > 0 && (
        <Section title={t('hoofFindings')}>
          <Facts items={journal.hoofFindings.map((h) => [t(`hooves.${h.hoof}`), h.findings])} />
        </Section>
      )}
      {journal.treatments.length > 0 && (
        <Section title={t('treatments')}>
          <ul className="space-y-3">
            {journal.treatments.map((line, i) => (
              <li key={i} className="rounded-lg border border-stone-200 p-3">
                <p className="font-medium text-stone-900 break-words">
                  {line.treatment}
                  {line.hoof ? ` · ${t(`hooves.${line.hoof}`)}` : ''}
                </p>
                <Facts
                  items={[
                    [t('materials'), line.materials],
                    [t('notes'), line.notes],
                  ]}
                />
                {line.photoCount > 0 && (
                  <p className="mt-1 text-sm text-stone-600">{t('photos', { count: line.photoCount })}</p>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {journal.pharmaceuticals.length > 0 && (
        <Section title={t('pharmaceuticals')}>
          <ul className="space-y-3">
            {journal.pharmaceuticals.map((line, i) => (
              <li key={i} className="rounded-lg border border-stone-200 p-3">
                <p className="font-medium text-stone-900 break-words">{line.name}</p>
                <Facts
                  items={[
                    [t('strength'), line.strength],
                    [t('dosage'), line.dosage],
                    [t('length'), line.length],
                    [t('withdrawalPeriod'), line.withdrawalPeriod],
                  ]}
                />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {journal.photoCount > 0 && (
        <p className="text-sm text-stone-600">{t('photos', { count: journal.photoCount })}</p>
      )}
      {journal.amendments.length > 0 && (
        <Section title={t('amendments')}>
          <ol className="space-y-3">
            {journal.amendments.map((a) => (
              <li key={a.version} className="rounded-lg border border-stone-200 p-3 text-sm">
                <p className="font-medium text-stone-900">
                  {t('amendment', {
                    version: a.version,
                    date: fmt.dateTime(a.at),
                    name: a.author?.name ?? '—',
                  })}
                </p>
                {a.reason && <p className="text-stone-700">{t('reason', { reason: a.reason })}</p>}
                <dl className="mt-2 space-y-2">
                  {a.changes.map((c, i) => {
                    // Files added after signing are not shown here: only how many, never their ids.
                    const files = isFileField(c.field);
                    const text = (v: unknown) => (files ? t('fileCount', { count: fileCount(v) }) : shown(v));
                    return (
                      <div key={i}>
                        <dt className="font-medium text-stone-700">
                          {files ? t('addedFiles') : fieldLabel(t, c.field)}
                        </dt>
                        <dd className="break-words">
                          <del className="text-stone-500">{text(c.previous)}</del>{' '}
                          <ins className="no-underline text-stone-900">{text(c.next)}</ins>
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </li>
            ))}
          </ol>
        </Section>
      )}
      <p className="text-sm text-stone-600">
        {journal.author && t('writtenBy', { name: personLine(journal.author) })}
        {journal.signedBy && journal.signedAt && (
          <>
            {journal.author && ' · '}
            {t('signedBy', { name: personLine(journal.signedBy), date: fmt.dateTime(journal.signedAt) })}
          </>
        )}
      </p>
    </>
  );
}

const personLine = (p: { name: string; title: string | null }) =>
  p.title ? `${p.name}, ${p.title}` : p.name;

/** An amended value as text: a line list or anything else that is not text is shown compactly. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value
      .map((v) =>
        v && typeof v === 'object'
          ? Object.values(v)
              .filter((x) => typeof x === 'string')
              .join(', ')
          : shown(v),
      )
      .join('; ');
  return JSON.stringify(value);
}

function fieldLabel(t: ReturnType<typeof useTranslations<'sharing.page'>>, field: string): string {
  const key = field.split('.')[0]!;
  return t.has(key as never) ? t(key as never) : key;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-500">{title}</h3>
      {children}
    </section>
  );
}

/** Label and value pairs; empty values are left out. */
function Facts({ items }: { items: Array<[string, string | null | undefined]> }) {
  const shownItems = items.filter(([, v]) => v);
  if (!shownItems.length) return null;
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,12rem)_1fr]">
      {shownItems.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="whitespace-pre-line break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LinkGone() {
  const t = useTranslations('sharing.page');
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t('goneTitle')}</h1>
      </CardHeader>
      <CardContent>
        <p className="text-stone-700">{t('goneText')}</p>
      </CardContent>
    </Card>
  );
}
