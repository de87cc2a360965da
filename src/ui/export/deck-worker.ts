import { buildDeck, type DeckReply, type DeckRequest } from './deck-build';

/**
 * Writes a page's deck off the main thread: PptxGenJS builds the slides' XML and JSZip
 * zips them with the panel images, work the page would otherwise wait through.
 */
self.addEventListener('message', (event: MessageEvent<DeckRequest>) => {
  const reply = (message: DeckReply) => self.postMessage(message);
  buildDeck(event.data).then(
    (deck) => reply({ ok: true, deck }),
    (error: unknown) => reply({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
