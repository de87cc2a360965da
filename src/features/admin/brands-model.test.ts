import { describe, expect, it } from 'vitest';
import { archiveNotice, brandDeletePhrase, canConfirmBrandDelete } from './brands-model';

describe('brands model', () => {
  it("asks for 'delete ' followed by the brand name", () => {
    expect(brandDeletePhrase('Sunset Soda')).toBe('delete Sunset Soda');
    expect(canConfirmBrandDelete('delete Sunset Soda', 'Sunset Soda')).toBe(true);
    expect(canConfirmBrandDelete('  delete Sunset Soda ', 'Sunset Soda')).toBe(true);
    expect(canConfirmBrandDelete('delete', 'Sunset Soda')).toBe(false);
    expect(canConfirmBrandDelete('delete sunset soda', 'Sunset Soda')).toBe(false);
    expect(canConfirmBrandDelete('delete Sunset Soda!', 'Sunset Soda')).toBe(false);
  });

  it('names the switch direction in its notice', () => {
    expect(archiveNotice(false)).toBe('Brand has been successfully archived!');
    expect(archiveNotice(true)).toBe('Brand has been successfully unarchived!');
  });
});
