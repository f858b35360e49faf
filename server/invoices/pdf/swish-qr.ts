// The Swish QR code on an invoice: scanned with the Swish app it opens a payment to the seller's Swish number with the
// amount and the reference (OCR, else the invoice number) filled in and locked, so the payment matches the invoice.
// Drawn as vector squares from the code's module matrix (no image): sharp on paper at any size, and quick.
// No 'server-only' marker: the PDF benchmark (bench/invoice-pdf.ts) renders through it in plain Node.
import QRCode from 'qrcode';
import { swishDigitsOf } from '@/lib/swedish/payment-numbers';
import type { PdfDoc } from '@/server/pdf/pdf-document';

/** Swish shows at most 50 characters of a payment's message. */
const MESSAGE_MAX = 50;

/**
 * The QR code's text in Swish's "C" format for a prefilled payment (Swish QR code encoding specification, 6.1 Swish
 * C2B: https://developer.getswish.se/qr-api-manual/6-qr-code-encoding-specification/):
 *
 *     C<payee>;<amount>;<message>;<lock mask>        e.g. C1231181189;1450,00;1234574;0
 *
 * payee: the Swish number, digits only; amount: kronor with two decimals and a decimal comma; message: URL-encoded
 * (an invoice's OCR number); lock mask: a bitmask of what the payer may edit (payee bit 0, amount bit 1, message
 * bit 2), 0 = nothing, as an invoice must be paid as billed. Null when the number is not a Swish number or there is
 * nothing to pay.
 */
export function swishPayload({
  swishNumber,
  amountOre,
  message,
}: {
  swishNumber: string;
  amountOre: number;
  message: string | null;
}): string | null {
  const payee = swishDigitsOf(swishNumber);
  if (!payee || !Number.isInteger(amountOre) || amountOre <= 0) return null;
  const amount = `${Math.trunc(amountOre / 100)},${String(amountOre % 100).padStart(2, '0')}`;
  const text = encodeURIComponent((message ?? '').slice(0, MESSAGE_MAX));
  return `C${payee};${amount};${text};0`;
}

/**
 * Draws the QR code of `payload` as a `size`-point square at (x, y), its quiet zone (4 modules, as the QR standard
 * asks) inside the square. Error correction M: it still scans from a creased or smudged printout.
 */
export function drawQrCode(doc: PdfDoc, payload: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  // A row's dark modules side by side are one rectangle: a few hundred shapes instead of thousands.
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A hair wider and taller than the cell, so no seam shows between neighbours in a reader's anti-aliasing.
      doc.rect(
        x + (quiet + start) * cell,
        y + (quiet + row) * cell,
        (col - start) * cell + 0.05,
        cell + 0.05,
      );
    }
  }
  doc.fill('#000000');
  doc.restore();
}
