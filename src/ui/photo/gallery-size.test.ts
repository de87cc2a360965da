import { describe, expect, it } from 'vitest';
import { galleryModalWidth, GALLERY_PHOTO_WIDTH } from './gallery-size';

describe('galleryModalWidth', () => {
  it('follows SPEC.md section 9', () => {
    expect(galleryModalWidth(5, 900)).toBe(520);
    expect(galleryModalWidth(3, 1200)).toBe(990);
    expect(galleryModalWidth(3, 1600)).toBe(1460);
    expect(galleryModalWidth(1, 1600)).toBe(GALLERY_PHOTO_WIDTH + 70);
    // Two photos side by side fill the same 990 px as two per row of a larger set.
    expect(galleryModalWidth(2, 1600)).toBe(990);
    expect(galleryModalWidth(0, 1600)).toBe(520);
  });
});
