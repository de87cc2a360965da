import { describe, expect, it } from 'vitest';
import { safeImageSrc } from './safe-image-src';

const API = 'https://api.brand.example/v1/';

describe('safeImageSrc', () => {
  it('loads http(s) pictures anywhere', () => {
    for (const src of ['https://cdn.example/a.jpg', 'http://photos.example/b.png'])
      expect(safeImageSrc(src, API)).toBe(src);
    expect(safeImageSrc('//cdn.example/c.jpg', API)).toBe('https://cdn.example/c.jpg');
  });

  it("reads a relative picture URL against the API's base URL, not the dashboard's origin", () => {
    expect(safeImageSrc('/demo-photos/store/1.svg', API)).toBe(
      'https://api.brand.example/demo-photos/store/1.svg',
    );
    expect(safeImageSrc(' photos/2.svg', API)).toBe('https://api.brand.example/v1/photos/2.svg');
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
      expect(safeImageSrc(src, API)).toBeNull();
  });

  it('treats empty and missing URLs as no picture', () => {
    expect(safeImageSrc('', API)).toBeNull();
    expect(safeImageSrc('   ', API)).toBeNull();
    expect(safeImageSrc(null, API)).toBeNull();
    expect(safeImageSrc(undefined, API)).toBeNull();
  });
});
