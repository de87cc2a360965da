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
