import { describe, expect, it } from 'vitest';
import { fieldOfError } from './alert-queries';
import { recipientList } from './alert-rule-form';

describe('the alert rule form input', () => {
  it('reads recipients separated by commas, semicolons or spaces', () => {
    expect(recipientList(' ann@example.com, bo@example.com;cy@example.com  dee@example.com ')).toEqual([
      'ann@example.com',
      'bo@example.com',
      'cy@example.com',
      'dee@example.com',
    ]);
    expect(recipientList('  ')).toEqual([]);
  });

  it("finds the field a 400 names at the start of the server's message", () => {
    expect(fieldOfError('Recipients: Invalid email address')).toEqual({
      field: 'Recipients',
      text: 'Invalid email address',
    });
    expect(fieldOfError('You do not have access to Merchandising Summary cards.')).toBeNull();
  });
});
