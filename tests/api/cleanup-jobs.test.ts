// The cleanup jobs, run through pg-boss: rate-limit rows whose window is over (hourly), and uploads nothing refers
// to — stored_files rows without a reference, files without a row — once they are a day old.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { longestWindowSeconds } from '@/server/jobs/cleanup-rate-limits';
import { fileReferences } from '@/server/jobs/cleanup-uploads';
import { storage } from '@/server/storage/storage';
import { call } from '../support/api-client';
import { createAnimal, createFerrier } from '../support/factories';
import { runJob } from '../support/jobs';

const uploads = () => path.join(process.env.DATA_DIR!, 'uploads');
const onDisk = (key: string) => existsSync(path.join(uploads(), key));
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

describe('cleanup-rate-limits (hourly)', () => {
  it('deletes rows whose window is over under the longest limit, and keeps the others', async () => {
    const longest = longestWindowSeconds();
    expect(longest).toBe(60 * 60);
    const over = `test-over:${randomUUID()}`;
    const current = `test-current:${randomUUID()}`;
    await systemDb().execute(sql`
      insert into rate_limits (key, count, window_start) values
        (${over}, 3, now() - make_interval(secs => ${longest + 60})),
        (${current}, 3, now() - make_interval(secs => ${longest - 60}))`);

    const output = await runJob('cleanup-rate-limits');
    expect(output.deleted).toBeGreaterThanOrEqual(1);
    const left = await systemDb().execute<{ key: string }>(
      sql`select key from rate_limits where key in (${over}, ${current})`,
    );
    expect(left.map((r) => r.key)).toEqual([current]);
  });
});

describe('cleanup-uploads (daily)', () => {
  async function storedFile(ferrierId: string, ageHours: number) {
    const key = `${ferrierId}/${randomUUID()}.webp`;
    await storage().put(key, Buffer.from('bytes'));
    const [row] = await systemDb().execute<{ id: string }>(sql`
      insert into stored_files (ferrier_id, storage_key, content_type, size_bytes, purpose, created_at)
      values (${ferrierId}, ${key}, 'image/webp', 5, 'attachment', ${hoursAgo(ageHours).toISOString()})
      returning id`);
    return { id: row!.id, key };
  }

  it('finds the columns that refer to files in the catalog, including the logo columns without a foreign key', async () => {
    const refs = (await fileReferences()).map((r) => `${r.table}.${r.column}`).sort();
    expect(refs).toEqual(
      expect.arrayContaining([
        'animals.picture_file_id',
        'ferriers.logo_file_id',
        'ferriers.profile_picture_file_id',
        'journal_photos.file_id',
      ]),
    );
  });

  it('deletes day-old files nothing refers to (row and bytes) and stray files, keeping everything else', async () => {
    const owner = await createFerrier();
    const f = owner.ferrierId;
    const unreferenced = await storedFile(f, 25);
    const fresh = await storedFile(f, 1);
    const photo = await storedFile(f, 25);
    const animal = await createAnimal(owner);
    await systemDb().execute(sql`
      with j as (
        insert into journals (ferrier_id, reference_number, animal_id, created_by_user_id, treatment_date)
        values (${f}, 'J-2026-0001', ${animal.id}, ${owner.userId}, current_date) returning id)
      insert into journal_photos (ferrier_id, journal_id, file_id, section)
      select ${f}, j.id, ${photo.id}, 'general' from j`);
    // A logo is referred to by ferriers.logo_file_id, which has no foreign key.
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    form.set('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    expect((await call('PUT', `ferriers/update/${f}`, { token: owner.token, raw: form })).status).toBe(200);
    const [logo] = await systemDb().execute<{ id: string; key: string }>(sql`
      update stored_files set created_at = now() - interval '25 hours'
      where id = (select logo_file_id from ferriers where id = ${f}) returning id, storage_key as key`);

    const strayOld = `${f}/${randomUUID()}.webp`;
    const strayNew = `${f}/${randomUUID()}.webp`;
    await storage().put(strayOld, Buffer.from('left by a crash'));
    await storage().put(strayNew, Buffer.from('upload in progress'));
    for (const key of [strayOld, photo.key, logo!.key]) {
      await utimes(path.join(uploads(), key), hoursAgo(25), hoursAgo(25));
    }

    const output = await runJob('cleanup-uploads');
    expect(output.unreferencedFiles).toBeGreaterThanOrEqual(1);
    expect(output.strayFiles).toBeGreaterThanOrEqual(1);

    const rows = await systemDb().execute<{ id: string }>(
      sql`select id from stored_files where ferrier_id = ${f}`,
    );
    expect(rows.map((r) => r.id).sort()).toEqual([fresh.id, photo.id, logo!.id].sort());
    expect(onDisk(unreferenced.key)).toBe(false);
    expect(onDisk(strayOld)).toBe(false);
    for (const key of [fresh.key, photo.key, logo!.key, strayNew]) expect(onDisk(key), key).toBe(true);
    expect((await call('GET', `files/${logo!.id}`, { token: owner.token })).status).toBe(200);
  }, 60_000);
});
