// Visits recorded on horses: a completed booking (later a signed journal) sets each horse's latest visit to the
// visit's day and its next visit to that day plus the horse's shoeing interval; a horse whose recorded latest visit is
// later already keeps it. What was changed is returned, so the visit can be taken back (a completion reopened or
// deleted) without touching what has happened to the horse since.
import 'server-only';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';

/**
 * A visit to a horse on a Swedish day (YYYY-MM-DD); `next`, when the visit names the next one (a journal's next
 * treatment), is the horse's next visit instead of the day plus its shoeing interval.
 */
export type Visit = { animalId: string; day: string; next?: string | null };

export type VisitDates = { latestVisit: string | null; nextVisit: string | null };

/** One horse's visit dates before and after a recorded visit: ids and dates only (kept in the history). */
export type RecordedVisit = { animalId: string; before: VisitDates; after: VisitDates };

/** Records the visits (a horse named twice takes its later day); returns the horses it changed. */
export async function recordVisits(
  ctx: TenantContext,
  { visits }: { visits: readonly Visit[] },
): Promise<RecordedVisit[]> {
  if (visits.length === 0) return [];
  const rows = await ctx.db.execute<{
    animalId: string;
    beforeLatest: string | null;
    beforeNext: string | null;
    afterLatest: string | null;
    afterNext: string | null;
  }>(sql`
    with v as (
      select animal_id, max(day) as day, max(next) as next
      from jsonb_to_recordset(${JSON.stringify(visits.map((v) => ({ animal_id: v.animalId, day: v.day, next: v.next ?? null })))}::jsonb)
        as x(animal_id uuid, day date, next date)
      group by animal_id
    ), old as (
      -- Locked first, so the dates read here are the ones this statement replaces.
      select a.id, a.latest_visit, a.next_visit
      from animals a join v on v.animal_id = a.id
      where a.ferrier_id = ${ctx.ferrierId} and (a.latest_visit is null or a.latest_visit <= v.day)
      for update of a
    )
    update animals a
    set latest_visit = v.day,
        next_visit = case when v.next is not null then v.next
                          when a.shoeing_interval_weeks is null then a.next_visit
                          else v.day + a.shoeing_interval_weeks * 7 end,
        updated_at = now()
    from v join old on old.id = v.animal_id
    where a.id = v.animal_id and a.ferrier_id = ${ctx.ferrierId}
    returning a.id::text as "animalId", old.latest_visit::text as "beforeLatest", old.next_visit::text as "beforeNext",
              a.latest_visit::text as "afterLatest", a.next_visit::text as "afterNext"`);
  return [...rows].map((r) => ({
    animalId: r.animalId,
    before: { latestVisit: r.beforeLatest, nextVisit: r.beforeNext },
    after: { latestVisit: r.afterLatest, nextVisit: r.afterNext },
  }));
}

/**
 * Takes recorded visits back: each horse gets its dates from before, but only while it still holds what the visit set
 * — a horse with a later visit recorded since keeps everything, and a next visit typed by hand since stays.
 */
export async function undoVisits(
  ctx: TenantContext,
  { recorded }: { recorded: readonly RecordedVisit[] },
): Promise<void> {
  if (recorded.length === 0) return;
  const changes = recorded.map((r) => ({
    animal_id: r.animalId,
    before_latest: r.before.latestVisit,
    before_next: r.before.nextVisit,
    after_latest: r.after.latestVisit,
    after_next: r.after.nextVisit,
  }));
  await ctx.db.execute(sql`
    update animals a
    set latest_visit = c.before_latest,
        next_visit = case when a.next_visit is not distinct from c.after_next then c.before_next
                          else a.next_visit end,
        updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
      as c(animal_id uuid, before_latest date, before_next date, after_latest date, after_next date)
    where a.id = c.animal_id and a.ferrier_id = ${ctx.ferrierId}
      and a.latest_visit is not distinct from c.after_latest`);
}
