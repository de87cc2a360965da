import { describe, expect, it } from 'vitest';
import { sectionLoaderDeps } from './section-requests';

describe('section loader deps', () => {
  it("are the URL's filter alone: a view key changes nothing, a filter field does", () => {
    const plain = sectionLoaderDeps('sales', { brand: 'Sunset Soda' });
    const withView = sectionLoaderDeps('sales', { brand: 'Sunset Soda', metric: 'cases' });
    expect(withView).toEqual(plain);
    expect(sectionLoaderDeps('sales', { brand: 'Blue Peak' })).not.toEqual(plain);
  });
});
