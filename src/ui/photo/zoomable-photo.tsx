import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ZOOM_FACTOR } from './gallery-size';
import classes from './photo.module.css';
import { PhotoPlaceholder } from './photo-placeholder';
import { safeImageSrc } from './safe-image-src';

/** How far one arrow key moves the zoomed spot, in percent of the photo. */
const KEY_STEP = 10;

const clamp = (n: number) => Math.min(100, Math.max(0, n));

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

/**
 * A photo that, while `zoom` is on, magnifies 2.5x the spot under the pointer; by
 * keyboard, focusing it magnifies its centre and the arrow keys move the spot. A broken
 * picture shows the placeholder.
 */
export function ZoomablePhoto({
  src: rawSrc,
  alt,
  width,
  zoom,
}: {
  src: string;
  alt: string;
  width: number;
  zoom: boolean;
}) {
  const [broken, setBroken] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const [active, setActive] = useState(false);
  const src = safeImageSrc(rawSrc);
  if (broken || !src) return <PhotoPlaceholder width={width} height={Math.round(width * 0.75)} />;
  const zoomed = zoom && active;
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (!zoom) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
    setActive(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!zoom || !move) return;
    event.preventDefault();
    setActive(true);
    setOrigin((o) => ({ x: clamp(o.x + move[0]), y: clamp(o.y + move[1]) }));
  };
  return (
    <div
      className={classes.zoomFrame}
      style={{ width, maxWidth: '100%' }}
      // Focusable only while zoom is on: then it is a control (arrow keys move the spot).
      tabIndex={zoom ? 0 : undefined}
      role={zoom ? 'group' : undefined}
      aria-label={zoom ? `${alt}, zoomed ${ZOOM_FACTOR}x: arrow keys move the zoom` : undefined}
      data-zoomed={zoomed ? 'true' : 'false'}
      onMouseEnter={follow}
      onMouseMove={follow}
      onMouseLeave={() => setActive(false)}
      onFocus={() => zoom && setActive(true)}
      onBlur={() => setActive(false)}
      onKeyDown={onKeyDown}
    >
      <img
        src={src}
        alt={alt}
        width={width}
        loading="lazy"
        className={classes.zoomImage}
        style={{
          transform: zoomed ? `scale(${ZOOM_FACTOR})` : undefined,
          transformOrigin: `${origin.x}% ${origin.y}%`,
          cursor: zoom ? 'zoom-in' : undefined,
        }}
        onError={() => setBroken(true)}
      />
    </div>
  );
}
