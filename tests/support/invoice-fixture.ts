// An invoice as the API answers it (lib/validation/invoice.ts), registered and full of Swedish text: a service, a
// product with a discount, feed at 12 % and mileage, so there are three VAT rates and an öresavrundning; totals from
// lib/invoices/totals.ts as the server forms them. For the PDF's tests and benchmark, which print an invoice without
// writing one.
import { invoiceTotals } from '@/lib/invoices/totals';
import { oreToSek } from '@/lib/money';
import { ocrReference } from '@/lib/swedish/ocr';
import type { Invoice } from '@/lib/validation/invoice';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type FixtureLine = {
  kind: Invoice['lines'][number]['kind'];
  name: string;
  quantity: number;
  unit: 1 | 2;
  priceOre: number;
  discount: number;
  vat: number;
};

const LINES: FixtureLine[] = [
  {
    kind: 'service',
    name: 'Skoning, fyra hovar (varmbeslag)',
    quantity: 1,
    unit: 1,
    priceOre: 145000,
    discount: 0,
    vat: 25,
  },
  {
    kind: 'service',
    name: 'Extra arbete: hovböld, dränering',
    quantity: 0.5,
    unit: 2,
    priceOre: 80000,
    discount: 0,
    vat: 25,
  },
  {
    kind: 'product',
    name: 'Hovlapp med grönsåpa',
    quantity: 3,
    unit: 1,
    priceOre: 8950,
    discount: 10,
    vat: 25,
  },
  {
    kind: 'other',
    name: 'Biotinfoder, 3 kg (foder för häst)',
    quantity: 1,
    unit: 1,
    priceOre: 31990,
    discount: 0,
    vat: 12,
  },
  {
    kind: 'mileage',
    name: 'Milersättning 42 km à 2,50 kr',
    quantity: 42,
    unit: 1,
    priceOre: 250,
    discount: 0,
    vat: 0,
  },
];

export type InvoiceFixtureOptions = {
  language?: 'sv' | 'en';
  status?: Invoice['status'];
  invoiceNumber?: string | null;
  swishNumber?: string | null;
  credit?: boolean;
  lines?: number;
};

/** A registered invoice (number 1042, OCR from it) unless told otherwise; `lines` repeats the five lines' pattern. */
export function invoiceFixture({
  language = 'sv',
  status = 'registered',
  invoiceNumber = status === 'draft' ? null : '1042',
  swishNumber = '1231181189',
  credit = false,
  lines: count = LINES.length,
}: InvoiceFixtureOptions = {}): Invoice {
  const sign = credit ? -1 : 1;
  const chosen = Array.from({ length: count }, (_, i) => LINES[i % LINES.length]!);
  const totals = invoiceTotals(
    chosen.map((l) => ({
      quantity: sign * l.quantity,
      pricePerUnitOre: l.priceOre,
      discountPercent: l.discount,
      vatPercent: l.vat,
    })),
  );
  const ocr = invoiceNumber ? ocrReference(invoiceNumber) : null;
  return {
    id: uuid(1),
    invoiceNumber,
    status,
    customer: { id: uuid(2), name: 'Märta Ågren' },
    invoiceDate: '2026-11-20',
    dueDate: '2026-12-20',
    supplyDate: '2026-11-18',
    grandTotal: oreToSek(totals.grandTotalOre),
    sentAt: null,
    paidAt: null,
    lockedAt: null,
    overdue: false,
    creditOf: credit ? { id: uuid(9), invoiceNumber: '1041' } : null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    note: 'Tack för att du anlitar oss! Nästa skoning om sex–åtta veckor.',
    bookingId: null,
    journalId: null,
    lines: chosen.map((l, i) => ({
      id: uuid(100 + i),
      kind: l.kind,
      name: count > LINES.length ? `${l.name} (${i + 1})` : l.name,
      serviceId: l.kind === 'service' ? uuid(200 + i) : null,
      productId: l.kind === 'product' ? uuid(300 + i) : null,
      quantity: sign * l.quantity,
      unit: l.unit,
      pricePerUnit: oreToSek(l.priceOre),
      discount: l.discount,
      vat: l.vat,
      price: oreToSek(totals.lines[i]!.netOre),
      vatAmount: oreToSek(totals.lines[i]!.vatOre),
    })),
    mileageKm: 42,
    mileageRate: 2.5,
    netTotal: oreToSek(totals.netTotalOre),
    vatByRate: totals.vatByRate.map((g) => ({
      vat: g.vatPercent,
      net: oreToSek(g.netOre),
      vatAmount: oreToSek(g.vatOre),
    })),
    vatTotal: oreToSek(totals.vatTotalOre),
    rounding: oreToSek(totals.roundingOre),
    seller: {
      name: 'Lind-Bergs Hovslageri AB',
      address: 'Smedjegatan 4',
      postalCode: '74192',
      city: 'Knivsta',
      organizationNumber: '5560160680',
      vatNumber: 'SE556016068001',
      fTax: true,
      email: 'info@lind-berg.se',
      phone: '+46701112233',
    },
    buyer: {
      name: 'Märta Ågren',
      address: 'Stallbacken 2',
      postalCode: '74193',
      city: 'Alsike',
      organizationNumber: null,
      vatNumber: null,
      language,
    },
    payment: {
      bankgiro: '56781234',
      plusgiro: '4321',
      bankAccount: '83279 1234567897',
      swishNumber,
      ocrReference: ocr,
    },
    accounting: { state: 'notConnected', documentNumber: null, error: null, reason: null, bookkept: false },
    credits: [],
  };
}
