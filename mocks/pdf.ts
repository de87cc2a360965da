/**
 * The demo API's PDF writer: a titled listing of sections (a heading and its lines), laid
 * out on US Letter pages by pdf-lib, a maintained PDF library that runs in the browser and
 * in Node. Imported when the first PDF is made, like the spreadsheet writer.
 */
export interface PdfListing {
  title: string;
  subtitle?: string;
  sections: readonly { heading: string; lines: readonly string[] }[];
  /** Shown when there are no sections. */
  emptyText: string;
}

const PAGE = { width: 612, height: 792, margin: 48 };
const SIZES = { title: 18, subtitle: 11, heading: 12, line: 9 };

/** The standard fonts cover WinAnsi only; anything else would throw while drawing. */
const printable = (text: string): string => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

export async function writePdfListing(listing: PdfListing): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(listing.title);
  doc.setProducer('Field Sales Dashboard (demo API)');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const maxWidth = PAGE.width - 2 * PAGE.margin;

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, size: number, font = regular, color = rgb(0.1, 0.1, 0.1)) => {
    let line = printable(text);
    // Long links are cut to the page width rather than wrapped: one entry, one line.
    while (line.length > 4 && font.widthOfTextAtSize(line, size) > maxWidth) line = `${line.slice(0, -4)}...`;
    if (y - size < PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    y -= size * 1.35;
    page.drawText(line, { x: PAGE.margin, y, size, font, color });
  };

  write(listing.title, SIZES.title, bold);
  if (listing.subtitle) write(listing.subtitle, SIZES.subtitle, regular, rgb(0.35, 0.35, 0.35));
  y -= 8;
  if (listing.sections.length === 0) write(listing.emptyText, SIZES.line);
  for (const section of listing.sections) {
    y -= 6;
    write(section.heading, SIZES.heading, bold);
    for (const line of section.lines) write(line, SIZES.line);
  }
  return doc.save();
}

/** A table of the report: a label column, then one column per period. */
export interface PdfTable {
  title: string;
  columns: readonly string[];
  rows: readonly { label: string; values: readonly string[] }[];
}

/** A picture (PNG bytes) with its caption. */
export interface PdfPhoto {
  heading: string;
  caption: string;
  png: Uint8Array;
}

export interface PdfReport {
  title: string;
  subtitle?: string;
  /** The first page: what the report was built from. */
  settings: readonly { heading: string; lines: readonly string[] }[];
  /** Each part starts on a page of its own. */
  parts: readonly {
    heading: string;
    tables: readonly PdfTable[];
    photos: readonly PdfPhoto[];
    emptyText: string;
  }[];
}

const LANDSCAPE = { width: 792, height: 612, margin: 40 };

/**
 * A report of tables and photos on landscape US Letter pages: the settings first, then each
 * part (a heading, its tables, its photos three to a row). Photos are embedded PNGs.
 */
export async function writePdfReport(report: PdfReport): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(report.title);
  doc.setProducer('Field Sales Dashboard (demo API)');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { width, height, margin } = LANDSCAPE;
  const ink = rgb(0.1, 0.1, 0.1);
  const dim = rgb(0.35, 0.35, 0.35);

  let page = doc.addPage([width, height]);
  let y = height - margin;
  const newPage = () => {
    page = doc.addPage([width, height]);
    y = height - margin;
  };
  const room = (needed: number) => {
    if (y - needed < margin) newPage();
  };
  const fit = (text: string, size: number, font: typeof regular, max: number) => {
    let line = printable(text);
    while (line.length > 4 && font.widthOfTextAtSize(line, size) > max) line = `${line.slice(0, -4)}...`;
    return line;
  };
  const write = (text: string, size: number, font = regular, color = ink) => {
    room(size * 1.4);
    y -= size * 1.4;
    page.drawText(fit(text, size, font, width - 2 * margin), { x: margin, y, size, font, color });
  };

  /** Settings lines (long metric lists) wrap at commas and spaces rather than being cut. */
  const wrap = (text: string, size: number): string[] => {
    const max = width - 2 * margin;
    const lines: string[] = [];
    let line = '';
    for (const word of printable(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && regular.widthOfTextAtSize(next, size) > max) {
        lines.push(line);
        line = `    ${word}`;
      } else line = next;
    }
    return [...lines, line];
  };

  write(report.title, SIZES.title, bold);
  if (report.subtitle) write(report.subtitle, SIZES.subtitle, regular, dim);
  for (const section of report.settings) {
    y -= 8;
    write(section.heading, SIZES.heading, bold);
    for (const line of section.lines) for (const part of wrap(line, 10)) write(part, 10);
  }

  const labelWidth = 200;
  const rowHeight = 14;
  const drawTable = (table: PdfTable) => {
    const columnWidth = Math.min(90, (width - 2 * margin - labelWidth) / Math.max(1, table.columns.length));
    const header = () => {
      y -= rowHeight;
      page.drawText(fit(table.title, 10, bold, labelWidth - 6), { x: margin, y, size: 10, font: bold });
      table.columns.forEach((column, i) =>
        page.drawText(fit(column, 8, bold, columnWidth - 4), {
          x: margin + labelWidth + i * columnWidth,
          y,
          size: 8,
          font: bold,
        }),
      );
      page.drawLine({
        start: { x: margin, y: y - 4 },
        end: { x: margin + labelWidth + table.columns.length * columnWidth, y: y - 4 },
        thickness: 0.5,
        color: dim,
      });
    };
    room(rowHeight * 3);
    y -= 6;
    header();
    for (const row of table.rows) {
      if (y - rowHeight < margin) {
        newPage();
        header();
      }
      y -= rowHeight;
      page.drawText(fit(row.label, 9, regular, labelWidth - 6), { x: margin, y, size: 9, font: regular });
      row.values.forEach((value, i) =>
        page.drawText(fit(value, 9, regular, columnWidth - 4), {
          x: margin + labelWidth + i * columnWidth,
          y,
          size: 9,
          font: regular,
        }),
      );
    }
    y -= 6;
  };

  const photoWidth = (width - 2 * margin - 2 * 16) / 3;
  const drawPhotos = async (photos: readonly PdfPhoto[]) => {
    let heading = '';
    let column = 0;
    for (const photo of photos) {
      const image = await doc.embedPng(photo.png);
      const photoHeight = (photoWidth * image.height) / image.width;
      if (photo.heading !== heading || column === 3) {
        if (column > 0) y -= photoHeight + 22;
        column = 0;
      }
      if (photo.heading !== heading) {
        heading = photo.heading;
        room(photoHeight + 40);
        y -= 6;
        write(heading, SIZES.heading, bold);
      }
      if (column === 0) room(photoHeight + 22);
      const x = margin + column * (photoWidth + 16);
      page.drawImage(image, { x, y: y - photoHeight - 4, width: photoWidth, height: photoHeight });
      page.drawText(fit(photo.caption, 8, regular, photoWidth), {
        x,
        y: y - photoHeight - 15,
        size: 8,
        font: regular,
        color: dim,
      });
      column++;
    }
    if (column > 0) y -= photoWidth * (2 / 3) + 22;
  };

  for (const part of report.parts) {
    newPage();
    write(part.heading, 14, bold);
    if (part.tables.length === 0 && part.photos.length === 0) write(part.emptyText, 10, regular, dim);
    for (const table of part.tables) drawTable(table);
    await drawPhotos(part.photos);
  }
  return doc.save();
}
