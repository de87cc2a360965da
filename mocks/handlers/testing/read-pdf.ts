import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  decodePDFRawStream,
  type PDFDict,
} from 'pdf-lib';

/**
 * What a test reads back from a PDF the demo API wrote: its page count, the text its pages
 * draw (pdf-lib writes standard-font text as hex strings) and how many image XObjects it
 * embeds.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string; images: number }> {
  const doc = await PDFDocument.load(bytes);
  let images = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects())
    if (object instanceof PDFStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
      images++;
  const streamText = (stream: PDFRawStream) =>
    new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
  const text: string[] = [];
  for (const page of doc.getPages()) {
    const contents = (page.node as PDFDict).get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = ref ? doc.context.lookup(ref) : undefined;
      if (!(stream instanceof PDFRawStream)) continue;
      for (const [, hex] of streamText(stream).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        text.push(((hex ?? '').match(/../g) ?? []).map((h) => String.fromCharCode(parseInt(h, 16))).join(''));
    }
  }
  return { pages: doc.getPageCount(), text: text.join('\n'), images };
}
