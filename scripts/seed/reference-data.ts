// Reference data every account shares: animal types and the breeds common in Sweden; inventory types with
// their sub-types and service types as a Swedish farrier uses them.
import { sql } from 'drizzle-orm';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import {
  animalBreeds,
  animalTypes,
  inventorySubTypes,
  inventoryTypes,
  serviceTypes,
} from '@/server/db/schema';

/** The tables seeded here: the same for every account, read by the app and written only by this seed. */
export const REFERENCE_TABLES = [animalTypes, animalBreeds, inventoryTypes, inventorySubTypes, serviceTypes];

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

/** What a farrier stocks, by type and sub-type (English, Swedish). */
export const INVENTORY_TYPES: Array<{ name: Names; subTypes: Names[] }> = [
  {
    name: ['Horseshoes', 'Hästskor'],
    subTypes: [
      ['Steel shoes', 'Stålskor'],
      ['Aluminium shoes', 'Aluminiumskor'],
      ['Plastic/composite shoes', 'Plast-/kompositskor'],
      ['Orthopaedic/therapeutic shoes', 'Ortopediska skor/sjukskor'],
      ['Glue-on shoes', 'Limskor'],
      ['Bar shoes', 'Ringskor/balkskor'],
      ['Shoe blanks (for forging)', 'Skoämnen (för smide)'],
    ],
  },
  {
    name: ['Nails', 'Söm'],
    subTypes: [
      ['E-head/regular nails', 'E-söm/standardsöm'],
      ['Slim/race nails', 'Smal söm/tävlingssöm'],
      ['City head nails', 'City-söm'],
      ['Ice nails (tungsten-tipped)', 'Broddsöm (hårdmetall)'],
    ],
  },
  {
    name: ['Pads', 'Sulor'],
    subTypes: [
      ['Leather pads', 'Lädersulor'],
      ['Plastic pads', 'Plastsulor'],
      ['Wedge pads', 'Kilsulor'],
      ['Snow pads', 'Snösulor'],
      ['Silicone/hoof packing', 'Silikon/sulfyllnad'],
    ],
  },
  {
    name: ['Studs', 'Broddar'],
    subTypes: [
      ['Screw-in studs', 'Skruvbroddar'],
      ['Tungsten road studs', 'Hårdmetallbroddar'],
      ['Drive-in studs', 'Slagbroddar'],
      ['Stud taps/plugs', 'Gängtappar/broddpluggar'],
    ],
  },
  {
    name: ['Hoof care', 'Hovvård'],
    subTypes: [
      ['Hoof oil/tar', 'Hovolja/tjära'],
      ['Hoof hardener', 'Hovhärdare'],
      ['Antiseptics', 'Antiseptika'],
      ['Hoof putty/filler', 'Hovkitt/fyllnadsmassa'],
    ],
  },
  {
    name: ['Tools & consumables', 'Verktyg och förbrukning'],
    subTypes: [
      ['Rasps', 'Raspar'],
      ['Nippers/knives', 'Verkningstänger/hovknivar'],
      ['Clinchers', 'Nittänger'],
      ['Hammers', 'Hammare'],
      ['Forge/gas', 'Ässja/gasol'],
      ['Protective gear', 'Skyddsutrustning'],
    ],
  },
  {
    name: ['Bandages & boots', 'Bandage och hovskor'],
    subTypes: [
      ['Hoof boots', 'Hovskor'],
      ['Bandages/wraps', 'Bandage/lindor'],
      ['Poultices', 'Grötomslag'],
      ['Tape', 'Tejp'],
    ],
  },
];

/** The spec's service categories (English, Swedish). */
export const SERVICE_TYPES: Names[] = [
  ['Trimming', 'Verkning'],
  ['Full shoeing (4 shoes)', 'Skoning runt om (4 skor)'],
  ['Front shoes only', 'Skoning fram (2 skor)'],
  ['Remedial/orthopaedic shoeing', 'Ortopedisk skoning/sjukbeslag'],
  ['Refit/reset', 'Omskoning (samma skor)'],
  ['Hoof treatment', 'Hovbehandling'],
  ['Glue-on shoeing', 'Limskoning'],
  ['Travel/mileage', 'Resa/milersättning'],
  ['Consultation/assessment', 'Konsultation/bedömning'],
  ['Emergency visit', 'Akutbesök'],
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
  for (const type of INVENTORY_TYPES) {
    await db
      .insert(inventoryTypes)
      .values({ nameEn: type.name[0], nameSv: type.name[1] })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: inventoryTypes.id })
      .from(inventoryTypes)
      .where(sql`${inventoryTypes.nameEn} = ${type.name[0]}`);
    await db
      .insert(inventorySubTypes)
      .values(type.subTypes.map(([nameEn, nameSv]) => ({ typeId: row!.id, nameEn, nameSv })))
      .onConflictDoNothing();
  }
  await db
    .insert(serviceTypes)
    .values(SERVICE_TYPES.map(([nameEn, nameSv]) => ({ nameEn, nameSv })))
    .onConflictDoNothing();
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
