'use client';
// /booking-response/{token}: the customer's answer to a visit reminder, no sign-in. Opening the page (the mail's or
// the text's link) only shows the visit; the answer is given with a button (a POST), so a mail scanner that follows
// links answers nothing. The link the customer came by (?answer=confirmed|declined) marks its button as the main one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useParams, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CalendarIcon, HorseshoeIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { apiKeepingSession, isApiError, read } from '@/lib/client/api-client';
import { formatPlace, intlLocale, phoneHref } from '@/lib/format';
import { useFormat } from '@/lib/client/use-format';
import type { BookingResponse } from '@/lib/validation/booking';
import type { BookingResponseVisit } from '@/lib/validation/booking-response';

const params = (token: string) => ({ path: { token } });
const isGone = (error: unknown) => isApiError(error) && error.status === 404;

export function BookingResponseView() {
  const t = useTranslations('bookingResponse');
  const { token } = useParams<{ token: string }>();
  const suggested = useSearchParams().get('answer') === 'declined' ? 'declined' : 'confirmed';
  const queryClient = useQueryClient();
  const key = ['booking-response', token];
  const query = useQuery({
    queryKey: key,
    // The page is opened by its token, not by a session: a stale one in this browser is no reason to end it.
    queryFn: (): Promise<BookingResponseVisit> =>
      read(apiKeepingSession.GET('/booking-responses/{token}', { params: params(token) })),
    retry: (count, error) => !isGone(error) && count < 2,
  });
  const answer = useMutation({
    mutationFn: (value: BookingResponse) =>
      read(
        apiKeepingSession.POST('/booking-responses/{token}', {
          params: params(token),
          body: { answer: value },
        }),
      ),
    onSuccess: (visit) => queryClient.setQueryData(key, visit),
  });

  if (isGone(query.error) || isGone(answer.error)) return <LinkGone />;
  const visit = query.data;
  if (!visit) {
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
  return (
    <VisitCard
      visit={visit}
      suggested={suggested}
      pending={answer.isPending ? answer.variables : undefined}
      error={answer.error}
      onAnswer={(value) => answer.mutate(value)}
    />
  );
}

function VisitCard({
  visit,
  suggested,
  pending,
  error,
  onAnswer,
}: {
  visit: BookingResponseVisit;
  suggested: BookingResponse;
  pending: BookingResponse | undefined;
  error: Error | null;
  onAnswer: (value: BookingResponse) => void;
}) {
  const t = useTranslations('bookingResponse');
  const tc = useTranslations('common');
  const fmt = useFormat();
  const company = visit.company.name;
  const sameDay = visit.startDate === visit.endDate;
  const when = sameDay
    ? t('when', { date: fmt.date(visit.startDate), start: visit.startTime, end: visit.endTime })
    : t('whenSpan', {
        date: fmt.date(visit.startDate),
        start: visit.startTime,
        endDate: fmt.date(visit.endDate),
        end: visit.endTime,
      });
  const place = formatPlace(visit.address, visit.postalNumber, visit.city);
  const horses = new Intl.ListFormat(intlLocale(fmt.locale)).format(visit.animals);

  // Once answered, the other answer is offered as a change of mind.
  const choices: BookingResponse[] = visit.response
    ? [visit.response === 'confirmed' ? 'declined' : 'confirmed']
    : suggested === 'declined'
      ? ['declined', 'confirmed']
      : ['confirmed', 'declined'];
  const label = (value: BookingResponse) =>
    visit.response ? t(value === 'confirmed' ? 'changeToConfirm' : 'changeToDecline') : t(value);

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t('heading', { company })}</h1>
        {!visit.response && (
          <CardDescription className="text-base">{t('intro', { company })}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="space-y-5">
        {visit.response && (
          <Alert className="space-y-1 text-base">
            <p className="font-semibold">
              {t(visit.response === 'confirmed' ? 'confirmedTitle' : 'declinedTitle', { company })}
            </p>
            <p>{t(visit.response === 'confirmed' ? 'confirmedText' : 'declinedText', { company })}</p>
          </Alert>
        )}
        <dl className="space-y-3">
          <Fact icon={<CalendarIcon />} term={t('whenLabel')}>
            {when}
          </Fact>
          {place && (
            <Fact icon={<MapPinIcon />} term={t('whereLabel')}>
              {place}
            </Fact>
          )}
          {horses && (
            <Fact icon={<HorseshoeIcon />} term={t('horsesLabel')}>
              {horses}
            </Fact>
          )}
        </dl>
        {error && (
          <Alert tone="error">
            {isApiError(error) && error.status === 429 ? error.message : tc('networkError')}
          </Alert>
        )}
        <div className="flex flex-col gap-2">
          {choices.map((value, i) => (
            <Button
              key={value}
              size="lg"
              fullWidth
              variant={i === 0 && !visit.response ? 'primary' : 'secondary'}
              loading={pending === value}
              disabled={pending !== undefined}
              onClick={() => onAnswer(value)}
            >
              {label(value)}
            </Button>
          ))}
        </div>
        {visit.company.phone && (
          <p className="text-sm text-stone-700">
            <a
              href={phoneHref(visit.company.phone)}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline"
            >
              <PhoneIcon className="size-4" />
              {t('call', { company, phone: fmt.phone(visit.company.phone) })}
            </a>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span aria-hidden="true" className="mt-0.5 text-stone-400">
        {icon}
      </span>
      <div>
        <dt className="text-sm text-stone-600">{term}</dt>
        <dd className="font-medium text-stone-900">{children}</dd>
      </div>
    </div>
  );
}

function LinkGone() {
  const t = useTranslations('bookingResponse');
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
