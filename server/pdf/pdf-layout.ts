// The printed documents' building blocks (the journal, the invoice) on an A4 page of pdfkit: headings kept with what
// follows them, labelled rows, blocks that move whole to the next page when they would be cut (and flow across pages
// only when taller than one), photo grids, the original beside the amended text, and "Sida 1 av 2" on every page.
// Every text goes through pdfText, so what Helvetica cannot print never reaches it.
// No 'server-only' marker: the PDF benchmarks (bench/journal-pdf.ts, bench/invoice-pdf.ts) render through it in
// plain Node.
import type PDFDocument from 'pdfkit';
import { pdfText } from './pdf-text';

type Doc = InstanceType<typeof PDFDocument>;

export const COLOURS = { ink: '#1c1917', muted: '#57534e', accent: '#1d4a37', rule: '#d6d3d1' } as const;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' } as const;

/** A label and its value; rows whose value is empty are left out. */
export type Row = [label: string, value: string | null | undefined];

/** Room kept under a heading for the first lines of what it heads, so a heading never ends a page. */
const KEEP_WITH_NEXT = 48;
const ROW_GAP = 3;

export class PdfLayout {
  constructor(readonly doc: Doc) {}

  get left() {
    return this.doc.page.margins.left;
  }
  get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  /** The height a page has for content. */
  get pageRoom() {
    return this.bottom - this.doc.page.margins.top;
  }

  /** A new page unless `height` still fits on this one. */
  room(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** Whether a block of `height` can be kept whole on some page. */
  fitsAPage(height: number) {
    return height <= this.pageRoom;
  }

  /** Moves down by `gap`, or to the next page's top when that is past this page's end. */
  space(gap: number) {
    if (this.doc.y + gap > this.bottom) this.doc.addPage();
    else this.doc.y += gap;
  }

  font(kind: keyof typeof FONT, size: number, colour: string = COLOURS.ink) {
    this.doc.font(FONT[kind]).fontSize(size).fillColor(colour);
    return this;
  }

  heightOf(text: string, width: number, options: PDFKit.Mixins.TextOptions = {}) {
    return this.doc.heightOfString(pdfText(text), { width, ...options });
  }

  /** Text at (x, y) within `width`; flows onto the next page if it runs past this one. */
  text(text: string, x: number, y: number, width: number, options: PDFKit.Mixins.TextOptions = {}) {
    this.doc.text(pdfText(text), x, y, { width, ...options });
  }

  /** A section's heading with a rule under it, kept on the page of the first `keep` points of what follows. */
  heading(title: string, keep = KEEP_WITH_NEXT) {
    this.space(10);
    this.room(26 + Math.min(keep, this.pageRoom - 26));
    this.font('bold', 12, COLOURS.accent).text(title, this.left, this.doc.y, this.width);
    const y = this.doc.y + 2;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.6)
      .strokeColor(COLOURS.rule)
      .stroke();
    this.doc.y = y + 6;
  }

  /** The height `rows` take in `width` with labels `labelWidth` wide. */
  rowsHeight(rows: Row[], width: number, labelWidth: number) {
    return filled(rows).reduce((sum, row) => sum + this.rowHeight(row, width, labelWidth), 0);
  }

  private rowHeight([label, value]: Row, width: number, labelWidth: number) {
    this.font('bold', 8.5);
    const labelHeight = this.heightOf(label, labelWidth);
    this.font('regular', 10);
    return Math.max(labelHeight, this.heightOf(value ?? '', width - labelWidth - 8)) + ROW_GAP;
  }

  /** Labelled rows at (x, y), `width` wide; their height. Only for rows known to fit (see rows()). */
  rowsAt(rows: Row[], x: number, y: number, width: number, labelWidth: number) {
    let top = y;
    for (const row of filled(rows)) {
      const height = this.rowHeight(row, width, labelWidth);
      this.font('bold', 8.5, COLOURS.muted).text(row[0], x, top + 1, labelWidth);
      this.font('regular', 10).text(row[1] ?? '', x + labelWidth + 8, top, width - labelWidth - 8);
      top += height;
    }
    return top - y;
  }

  /**
   * Labelled rows across the page, each moved whole to the next page when it would be cut; one taller than a page
   * flows on from where it starts.
   */
  rows(rows: Row[], { labelWidth = 150 }: { labelWidth?: number } = {}) {
    for (const row of filled(rows)) {
      const height = this.rowHeight(row, this.width, labelWidth);
      if (this.fitsAPage(height)) {
        this.room(height);
        this.doc.y += this.rowsAt([row], this.left, this.doc.y, this.width, labelWidth);
        continue;
      }
      const y = this.doc.y;
      this.font('bold', 8.5, COLOURS.muted).text(row[0], this.left, y + 1, labelWidth);
      this.font('regular', 10).text(row[1] ?? '', this.left + labelWidth + 8, y, this.width - labelWidth - 8);
      this.doc.x = this.left;
      this.doc.y += ROW_GAP;
    }
  }

  /** A block's title (a treatment, a pharmaceutical, a version) kept with the block's first `keep` points. */
  subheading(title: string, keep = KEEP_WITH_NEXT) {
    this.font('bold', 10.5);
    const height = this.heightOf(title, this.width) + 3;
    this.room(height + keep);
    this.text(title, this.left, this.doc.y, this.width);
    this.doc.y += 3;
  }

  /** A paragraph across the page in `size` points. */
  paragraph(text: string, size = 9, colour: string = COLOURS.muted) {
    this.font('regular', size, colour);
    this.room(Math.min(this.heightOf(text, this.width), this.pageRoom));
    this.text(text, this.left, this.doc.y, this.width);
  }

  /** Pictures (JPEG or PNG bytes) in a grid of `size`-point cells, a row at a time on the page it fits. */
  images(pictures: Buffer[], size = 112) {
    const gap = (this.width - 4 * size) / 3;
    for (let i = 0; i < pictures.length; i += 4) {
      this.room(size + 8);
      const y = this.doc.y;
      pictures.slice(i, i + 4).forEach((picture, column) => {
        const x = this.left + column * (size + gap);
        try {
          this.doc.image(picture, x, y, { fit: [size, size], align: 'center', valign: 'center' });
        } catch {
          // A picture pdfkit cannot read is left out rather than losing the journal's printout.
        }
        this.doc.rect(x, y, size, size).lineWidth(0.4).strokeColor(COLOURS.rule).stroke();
      });
      this.doc.x = this.left;
      this.doc.y = y + size + 8;
    }
  }

  /**
   * An amended field: the original struck through beside the new text, under their labels; stacked (the original
   * first) when the two together are taller than a page.
   */
  beforeAndAfter(labels: { before: string; after: string }, before: string, after: string) {
    const gap = 14;
    const column = (this.width - gap) / 2;
    this.font('bold', 8);
    const labelHeight = this.heightOf(labels.before, column) + 2;
    this.font('regular', 9.5);
    const height = labelHeight + Math.max(this.heightOf(before, column), this.heightOf(after, column)) + 6;
    if (this.fitsAPage(height)) {
      this.room(height);
      const y = this.doc.y;
      const right = this.left + column + gap;
      this.font('bold', 8, COLOURS.muted).text(labels.before, this.left, y, column);
      this.font('bold', 8, COLOURS.muted).text(labels.after, right, y, column);
      this.font('regular', 9.5, COLOURS.muted).text(before, this.left, y + labelHeight, column, {
        strike: true,
      });
      this.font('regular', 9.5).text(after, right, y + labelHeight, column);
      this.doc.x = this.left;
      this.doc.y = y + height;
      return;
    }
    this.font('bold', 8, COLOURS.muted).text(labels.before, this.left, this.doc.y, this.width);
    this.font('regular', 9.5, COLOURS.muted).text(before, this.left, this.doc.y + 2, this.width, {
      strike: true,
    });
    this.space(4);
    this.font('bold', 8, COLOURS.muted).text(labels.after, this.left, this.doc.y, this.width);
    this.font('regular', 9.5).text(after, this.left, this.doc.y + 2, this.width);
    this.space(6);
  }

  /** Every page's foot: `left` and "Sida n av m" (`page(n, m)`), written once all pages exist. */
  footers(left: string, page: (n: number, of: number) => string) {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      // The foot sits in the bottom margin: without this pdfkit would take it for an overflow and add a page.
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - margin + 22;
      this.doc
        .moveTo(this.left, y - 6)
        .lineTo(this.left + this.width, y - 6)
        .lineWidth(0.4)
        .strokeColor(COLOURS.rule)
        .stroke();
      this.font('regular', 8, COLOURS.muted).text(left, this.left, y, this.width * 0.7, { lineBreak: false });
      this.text(page(i - start + 1, count), this.left + this.width * 0.7, y, this.width * 0.3, {
        align: 'right',
        lineBreak: false,
      });
      this.doc.page.margins.bottom = margin;
    }
  }
}

const filled = (rows: Row[]) =>
  rows.filter(([, value]) => value !== null && value !== undefined && value.trim());
