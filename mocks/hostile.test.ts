import { describe, expect, it } from 'vitest';
import { HOSTILE_PREFIX, withHostileText } from './hostile';

describe('withHostileText', () => {
  it('prefixes typed names at any depth and leaves ids, numbers, brands and empty values alone', () => {
    const payload = {
      Accounts: [
        { ID: 7, AccountName: 'Corner Market', Address: '1 Main St', Brand: 'Sunset Soda', Sales: 12 },
      ],
      Users: [{ Login: 'ann', BrandFullName: 'Acme', Email: 'a@b.c' }],
      Chain: '',
    };
    expect(withHostileText(payload)).toEqual({
      Accounts: [
        {
          ID: 7,
          AccountName: `${HOSTILE_PREFIX}Corner Market`,
          Address: `${HOSTILE_PREFIX}1 Main St`,
          Brand: 'Sunset Soda',
          Sales: 12,
        },
      ],
      Users: [{ Login: `${HOSTILE_PREFIX}ann`, BrandFullName: `${HOSTILE_PREFIX}Acme`, Email: 'a@b.c' }],
      Chain: '',
    });
  });
});
