import { describe, expect, it } from 'vitest';
import { nodeText } from './node-text';

function Link({ children }: { children: string; to: string }) {
  return <a href="#x">{children}</a>;
}

describe('nodeText', () => {
  it('reads text, numbers and nested children', () => {
    expect(nodeText('Total Facings')).toBe('Total Facings');
    expect(nodeText(12)).toBe('12');
    expect(nodeText(<span className="amount">$1,200</span>)).toBe('$1,200');
    expect(nodeText(<Link to="/accounts/1">Corner Market</Link>)).toBe('Corner Market');
    expect(
      nodeText(
        <>
          {'Weekly'} <b>Hours</b>
        </>,
      ),
    ).toBe('Weekly Hours');
  });

  it('reads nothing from empty nodes', () => {
    expect(nodeText(null)).toBe('');
    expect(nodeText(false)).toBe('');
    expect(nodeText(undefined)).toBe('');
  });
});
