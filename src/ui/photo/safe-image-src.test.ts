import { describe, expect, it } from 'vitest';
import { safeImageSrc } from './safe-image-src';

const ORIGIN = 'https://dashboard.example';

describe('safeImageSrc', () => {
  it('loads http(s) pictures and paths on this origin', () => {
    for (const src of [
      'https://cdn.example/a.jpg',
      'http://photos.example/b.png',
      '/demo-photos/store/1.svg',
      'photos/2.svg',
      '//cdn.example/c.jpg',
    ])
      expect(safeImageSrc(src, ORIGIN)).toBe(src);
  });

  it('refuses every other scheme, whatever its case or padding', () => {
    for (const src of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'blob:https://dashboard.example/123',
      'file:///etc/passwd',
      'vbscript:msgbox(1)',
    ])
      expect(safeImageSrc(src, ORIGIN)).toBeNull();
  });

  it('treats empty and missing URLs as no picture', () => {
    expect(safeImageSrc('', ORIGIN)).toBeNull();
    expect(safeImageSrc('   ', ORIGIN)).toBeNull();
    expect(safeImageSrc(null, ORIGIN)).toBeNull();
    expect(safeImageSrc(undefined, ORIGIN)).toBeNull();
  });
});
