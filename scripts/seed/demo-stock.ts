// The demo farrier's stock and price list: real products at Swedish prices (SEK excl. VAT), two of them at or
// below their reorder level so the low-stock warnings show.
import { and, eq } from 'drizzle-orm';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import * as schema from '@/server/db/schema';

type Product = [
  name: string,
  brand: string,
  type: string,
  subType: string,
  size: string,
  unit: string,
  purchaseKr: number,
  sellingKr: number,
  stock: number,
  reorderAt: number,
  supplier: string,
];

const PRODUCTS: Product[] = [
  [
    'Stålsko fram',
    'Kerckhaert',
    'Horseshoes',
    'Steel shoes',
    '4x0',
    'par',
    118,
    195,
    24,
    10,
    'Hovslagarbutiken',
  ],
  ['Stålsko bak', 'Kerckhaert', 'Horseshoes', 'Steel shoes', '1', 'par', 112, 185, 6, 10, 'Hovslagarbutiken'],
  [
    'Aluminiumsko travare',
    'Victory',
    'Horseshoes',
    'Aluminium shoes',
    '0',
    'par',
    240,
    390,
    8,
    4,
    'Travshopen',
  ],
  ['Söm E4', 'Mustad', 'Nails', 'E-head/regular nails', 'E4', 'ask', 310, 450, 9, 3, 'Hovslagarbutiken'],
  ['Söm E5 slim', 'Mustad', 'Nails', 'Slim/race nails', 'E5', 'ask', 325, 470, 2, 3, 'Hovslagarbutiken'],
  ['Plastsula hel', 'Vettec', 'Pads', 'Plastic pads', 'M', 'st', 38, 75, 40, 12, 'Nordic Farrier Supply'],
  ['Kilsula 2°', 'Vettec', 'Pads', 'Wedge pads', 'M', 'st', 52, 95, 14, 8, 'Nordic Farrier Supply'],
  [
    'Hårdmetallbrodd',
    'Mustad',
    'Studs',
    'Tungsten road studs',
    '8 mm',
    'ask',
    190,
    290,
    5,
    2,
    'Hovslagarbutiken',
  ],
  ['Hovtjära', 'Kevin Bacon’s', 'Hoof care', 'Hoof oil/tar', '500 ml', 'st', 89, 149, 7, 3, 'Ridsportlagret'],
  ['Rasp', 'Heller Legend', 'Tools & consumables', 'Rasps', '14"', 'st', 245, 395, 3, 1, 'Hovslagarbutiken'],
];

type Service = [name: string, type: string, description: string, priceKr: number, unit: 1 | 2];

const SERVICES: Service[] = [
  ['Verkning', 'Trimming', 'Verkning av fyra hovar med bedömning av hovbalans.', 550, 1],
  ['Skoning runt om', 'Full shoeing (4 shoes)', 'Fyra nya stålskor inklusive söm och verkning.', 1650, 1],
  ['Skoning fram', 'Front shoes only', 'Två nya skor fram, verkning bak.', 1150, 1],
  ['Omskoning', 'Refit/reset', 'Befintliga skor tas av, hovarna verkas och skorna sätts på igen.', 1250, 1],
  ['Sjukbeslag', 'Remedial/orthopaedic shoeing', 'Ortopedisk skoning efter veterinärens remiss.', 950, 2],
  ['Akutbesök', 'Emergency visit', 'Tappad sko eller akut hovproblem samma dag.', 750, 1],
];

const ore = (kr: number) => Math.round(kr * 100);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function seedDemoStock(tx: PostgresJsDatabase<any>, ferrierId: string): Promise<void> {
  for (const [
    name,
    brandName,
    type,
    subType,
    size,
    unit,
    buy,
    sell,
    stock,
    reorderAt,
    supplier,
  ] of PRODUCTS) {
    const [row] = await tx
      .select({
        typeId: schema.inventoryTypes.id,
        subTypeId: schema.inventorySubTypes.id,
        typeSv: schema.inventoryTypes.nameSv,
        subTypeSv: schema.inventorySubTypes.nameSv,
      })
      .from(schema.inventorySubTypes)
      .innerJoin(schema.inventoryTypes, eq(schema.inventoryTypes.id, schema.inventorySubTypes.typeId))
      .where(and(eq(schema.inventoryTypes.nameEn, type), eq(schema.inventorySubTypes.nameEn, subType)));
    await tx.insert(schema.products).values({
      ferrierId,
      name,
      brandName,
      inventoryTypeId: row?.typeId,
      inventorySubTypeId: row?.subTypeId,
      size,
      // The demo business works in Swedish: its free-text categories are the Swedish type names.
      category: row?.typeSv ?? type,
      subcategory: row?.subTypeSv ?? subType,
      unit,
      purchasePriceOre: ore(buy),
      sellingPriceOre: ore(sell),
      vatPercent: 25,
      stockQuantity: stock,
      minimumReorderLevel: reorderAt,
      supplier,
      lastPurchaseDate: '2026-10-15',
    });
  }
  for (const [name, type, description, price, unit] of SERVICES) {
    const [row] = await tx
      .select({ id: schema.serviceTypes.id })
      .from(schema.serviceTypes)
      .where(eq(schema.serviceTypes.nameEn, type));
    await tx.insert(schema.services).values({
      ferrierId,
      name,
      serviceTypeId: row?.id,
      description,
      priceOre: ore(price),
      unit,
      vatPercent: 25, // farrier work carries 25 % VAT
    });
  }
}
