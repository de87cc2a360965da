import type { Map as MapLibreMap } from 'maplibre-gl';

type DrawFunctions = MapLibreMap['painter']['drawFunctions'];
type EvaluatedSky = Parameters<DrawFunctions['sky']>[1]['data']['sky'];

/** The sky shows only where its colours do: with both transparent, its pass draws nothing. */
export const skyIsVisible = (sky: EvaluatedSky): boolean =>
  sky !== undefined && (sky['sky-color'].a > 0 || sky['horizon-color'].a > 0);

const wrapped = new WeakSet<object>();

/**
 * maplibre draws its sky pass on every frame, even for a style without a sky (it then
 * uses transparent colours): a full-screen quad whose shader runs for every pixel. On a
 * software renderer (headless Chromium, SwiftShader) that is a third of a map frame,
 * 25-35 ms at 1372x556 px; on a phone GPU it is fill rate spent on nothing. Our flat
 * basemap has no sky, so the pass is skipped while the sky is invisible; a style that
 * sets sky colours still gets it.
 *
 * The painter's draw functions are one object shared by every map, so this map gets a
 * copy of its own instead of the shared one being changed.
 */
export function skipInvisibleSky(map: Pick<MapLibreMap, 'painter'>): void {
  const { painter } = map;
  if (wrapped.has(painter)) return;
  wrapped.add(painter);
  const drawSky = painter.drawFunctions.sky;
  painter.drawFunctions = {
    ...painter.drawFunctions,
    sky: (mesh, frame) => {
      if (skyIsVisible(frame.data.sky)) drawSky(mesh, frame);
    },
  };
}
