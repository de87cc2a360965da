import { saveBlob } from '@/api/download';
import { formatDateLabel } from '@/lib/format';
import { today } from '@/lib/dates';
import { elementPng } from './capture';
import type { DeckReply, DeckRequest, DeckSlide } from './deck-build';
import { fileNameFor } from './export-layout';

/**
 * The panels a page's deck holds: shown, loaded ('ready'), not a kept older drawing, in
 * page order. A panel drawing on a canvas is left out: the only one is the map, whose
 * WebGL canvas is cleared once shown, so any copy of it reads blank (charts are SVG).
 */
export function deckPanels(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-export-panel][data-state="ready"]')].filter(
    (panel) =>
      panel.closest('[inert]') === null &&
      panel.getClientRects().length > 0 &&
      panel.querySelector('canvas') === null,
  );
}

const panelTitle = (panel: HTMLElement): string =>
  panel.querySelector('[data-export-title]')?.textContent?.trim() ?? '';

/** How long a chart far down the page may take to draw once scrolled to. */
const DRAW_WAIT_MS = 5000;

/**
 * Charts draw only near the window (docs/architecture.md, "Charts draw near the window"):
 * one not drawn yet (`data-drawing`) is scrolled to and waited for.
 */
async function drawn(panel: HTMLElement): Promise<void> {
  if (!panel.querySelector('[data-drawing]')) return;
  panel.scrollIntoView({ block: 'center' });
  const until = performance.now() + DRAW_WAIT_MS;
  while (panel.querySelector('[data-drawing]')) {
    if (performance.now() > until) throw new Error('A chart did not draw.');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

function writeInWorker(request: DeckRequest): Promise<Blob> {
  const worker = new Worker(new URL('./deck-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<DeckReply>) => {
      if (event.data.ok) resolve(event.data.deck);
      else reject(new Error(event.data.message));
    };
    worker.onerror = () => reject(new Error('The slide writer stopped.'));
    worker.postMessage(
      request,
      request.slides.map((slide) => slide.png),
    );
  }).finally(() => worker.terminate());
}

export interface DeckOptions {
  title: string;
  caption: string;
  onProgress: (done: number, total: number) => void;
}

/**
 * Draws each of the page's panels (on the main thread: the drawing reads the live page),
 * then writes the .pptx in a worker and saves it as '{page} {date}.pptx'. The time each part
 * takes is left as performance measures ('deck:draw', 'deck:write').
 */
export async function exportPageDeck(
  root: ParentNode,
  { title, caption, onProgress }: DeckOptions,
): Promise<void> {
  const panels = deckPanels(root);
  if (panels.length === 0) throw new Error('No panel to export.');
  const slides: DeckSlide[] = [];
  onProgress(0, panels.length);
  const scrolled = { x: window.scrollX, y: window.scrollY };
  performance.mark('deck:draw:start');
  try {
    for (const [i, panel] of panels.entries()) {
      await drawn(panel);
      const body = panel.querySelector<HTMLElement>('[data-export-body]') ?? panel;
      const { png, width, height } = await elementPng(body);
      slides.push({ title: panelTitle(panel), png: await png.arrayBuffer(), width, height });
      onProgress(i + 1, panels.length);
    }
  } finally {
    window.scrollTo(scrolled.x, scrolled.y);
  }
  performance.measure('deck:draw', 'deck:draw:start');
  performance.mark('deck:write:start');
  const date = today();
  const deck = await writeInWorker({ title, caption, date: formatDateLabel(date), slides });
  performance.measure('deck:write', 'deck:write:start');
  saveBlob(deck, fileNameFor(`${title} ${date}`, 'pptx'));
}
