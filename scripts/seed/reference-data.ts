// Reference data every account shares: animal types and the breeds common in Sweden.
import { sql } from 'drizzle-orm';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { animalBreeds, animalTypes } from '@/server/db/schema';

type Names = [en: string, sv: string];

export const ANIMAL_TYPES: Array<{ slug: string; name: Names; breeds: Names[] }> = [
  {
    slug: 'horse',
    name: ['Horse', 'Häst'],
    breeds: [
      ['Swedish Warmblood', 'Svenskt varmblod'],
      ['North Swedish Horse', 'Nordsvensk brukshäst'],
      ['Standardbred trotter', 'Amerikansk travare'],
      ['Swedish-Norwegian Coldblood trotter', 'Kallblodstravare'],
      ['Thoroughbred', 'Engelskt fullblod'],
      ['Arabian', 'Arabiskt fullblod'],
      ['Icelandic horse', 'Islandshäst'],
      ['Fjord horse', 'Fjordhäst'],
      ['Friesian', 'Frieser'],
      ['Haflinger', 'Haflinger'],
      ['Hanoverian', 'Hannoveranare'],
      ['Holsteiner', 'Holsteiner'],
      ['KWPN (Dutch Warmblood)', 'KWPN (holländskt varmblod)'],
      ['Oldenburg', 'Oldenburgare'],
      ['Trakehner', 'Trakehner'],
      ['Quarter Horse', 'Quarterhäst'],
      ['Andalusian (PRE)', 'Andalusier (PRE)'],
      ['Lusitano', 'Lusitano'],
      ['Ardennes', 'Ardenner'],
      ['Irish Cob', 'Irish cob'],
      ['Crossbreed', 'Korsning'],
    ],
  },
  {
    slug: 'pony',
    name: ['Pony', 'Ponny'],
    breeds: [
      ['Gotland pony (Russ)', 'Gotlandsruss'],
      ['Swedish Riding Pony', 'Svensk ridponny'],
      ['Welsh Pony', 'Welshponny'],
      ['Welsh Cob', 'Welsh cob'],
      ['Connemara', 'Connemara'],
      ['Shetland pony', 'Shetlandsponny'],
      ['New Forest pony', 'New Forest-ponny'],
      ['Dartmoor pony', 'Dartmoorponny'],
      ['Crossbreed', 'Korsning'],
    ],
  },
  {
    slug: 'donkey',
    name: ['Donkey', 'Åsna'],
    breeds: [
      ['Donkey', 'Åsna'],
      ['Miniature donkey', 'Miniatyråsna'],
    ],
  },
  {
    slug: 'mule',
    name: ['Mule', 'Mula'],
    breeds: [
      ['Mule', 'Mula'],
      ['Hinny', 'Mulåsna'],
    ],
  },
];

/** Idempotent: re-running adds what is missing and changes nothing else. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function seedReferenceData(db: PostgresJsDatabase<any>): Promise<void> {
  for (const type of ANIMAL_TYPES) {
    await db
      .insert(animalTypes)
      .values({ slug: type.slug, nameEn: type.name[0], nameSv: type.name[1] })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: animalTypes.id })
      .from(animalTypes)
      .where(sql`${animalTypes.slug} = ${type.slug}`);
    await db
      .insert(animalBreeds)
      .values(type.breeds.map(([nameEn, nameSv]) => ({ animalTypeId: row!.id, nameEn, nameSv })))
      .onConflictDoNothing();
  }
}

/** The same, on its own connection: for test databases and scripts that have no Drizzle client yet. */
export async function seedReferenceDataAt(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await seedReferenceData(drizzle(sql, { casing: 'snake_case' }));
  } finally {
    await sql.end({ timeout: 5 });
  }
}
