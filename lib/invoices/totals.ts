// An invoice's sums, in integer öre (swedish-rules §3): each line's net is quantity × price − discount, rounded to
// whole öre once; VAT is computed per rate on the sum of that rate's line nets (not line by line), rounded once per
// rate; the grand total is rounded to whole kronor (öresavrundning) and the difference is its own row. Shared by the
// form's live preview and the server, so what the farrier sees is what is stored and printed.
export type TotalsLine = {
  /** Up to 3 decimals (0.5 hours, 1.25 kg). Negative only on a credit invoice. */
  quantity: number;
  pricePerUnitOre: number;
  /** Percent off the line, 0–100 with up to 2 decimals. */
  discountPercent: number;
  vatPercent: number;
};

export type VatGroup = { vatPercent: number; netOre: number; vatOre: number };

export type InvoiceTotals = {
  /** Each line's net (after discount) and its VAT as shown on the line; the totals do not sum these VATs. */
  lines: { netOre: number; vatOre: number }[];
  netTotalOre: number;
  /** One row per rate that has lines, highest rate first. */
  vatByRate: VatGroup[];
  vatTotalOre: number;
  /** Net + VAT before rounding to kronor. */
  exactTotalOre: number;
  /** Öresavrundning: grandTotal − exactTotal, at most 50 öre either way. */
  roundingOre: number;
  grandTotalOre: number;
};

/** Decimal text → integer of `scale` places, exactly (0.1 stays 0.1). */
function scaled(value: number, places: number): bigint {
  const [whole, fraction = ''] = Math.abs(value).toFixed(places).split('.');
  const digits = BigInt(whole + fraction.padEnd(places, '0'));
  return value < 0 ? -digits : digits;
}

/** a / b rounded half away from zero, so a credit invoice is exactly the negative of its original. */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const q = (x * 2n + y) / (y * 2n);
  return negative ? -q : q;
}

/** quantity × price × (1 − discount), in öre, rounded once. */
export function lineNetOre(line: TotalsLine): number {
  const qty = scaled(line.quantity, 3); // thousandths
  const keep = 10_000n - scaled(line.discountPercent, 2); // hundredths of a percent kept
  return Number(divideRounded(qty * BigInt(line.pricePerUnitOre) * keep, 1000n * 10_000n));
}

/** VAT in öre on a net amount at a rate (rates have up to 2 decimals), rounded once. */
export function vatOre(netOre: number, vatPercent: number): number {
  return Number(divideRounded(BigInt(netOre) * scaled(vatPercent, 2), 10_000n));
}

/** Whole kronor, half away from zero. */
const toKronor = (ore: number) => Number(divideRounded(BigInt(ore), 100n)) * 100;

export function invoiceTotals(lines: readonly TotalsLine[]): InvoiceTotals {
  const nets = lines.map(lineNetOre);
  const byRate = new Map<number, number>();
  lines.forEach((line, i) => {
    byRate.set(line.vatPercent, (byRate.get(line.vatPercent) ?? 0) + nets[i]!);
  });
  const vatByRate = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, netOre]) => ({ vatPercent: rate, netOre, vatOre: vatOre(netOre, rate) }));
  const netTotalOre = nets.reduce((sum, n) => sum + n, 0);
  const vatTotalOre = vatByRate.reduce((sum, g) => sum + g.vatOre, 0);
  const exactTotalOre = netTotalOre + vatTotalOre;
  const grandTotalOre = toKronor(exactTotalOre);
  return {
    lines: lines.map((line, i) => ({ netOre: nets[i]!, vatOre: vatOre(nets[i]!, line.vatPercent) })),
    netTotalOre,
    vatByRate,
    vatTotalOre,
    exactTotalOre,
    roundingOre: grandTotalOre - exactTotalOre,
    grandTotalOre,
  };
}
