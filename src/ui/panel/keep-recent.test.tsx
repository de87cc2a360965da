import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { KeepRecent, RecentDrawings } from './keep-recent';

describe('RecentDrawings', () => {
  it('hands back the same element for a key whose deps did not change', () => {
    const drawings = new RecentDrawings(3);
    const a = {};
    let draws = 0;
    const draw = () => {
      draws += 1;
      return <span>{draws}</span>;
    };
    const first = drawings.draw(a, ['cases'], draw)[0]?.node;
    drawings.draw({}, ['cases'], draw);
    const again = drawings.draw(a, ['cases'], draw).find((entry) => entry.key === a)?.node;
    expect(again).toBe(first);
    expect(draws).toBe(2);
  });

  it('redraws a key in place when its deps change', () => {
    const drawings = new RecentDrawings(3);
    const a = {};
    const [before] = drawings.draw(a, ['cases'], () => 'cases');
    const [after] = drawings.draw(a, ['dollars'], () => 'dollars');
    expect(after?.node).toBe('dollars');
    expect(after?.id).toBe(before?.id);
  });

  it('keeps at most `max` drawings, dropping the least recently shown', () => {
    const drawings = new RecentDrawings(2);
    const [a, b, c] = [{}, {}, {}];
    drawings.draw(a, [], () => 'a');
    drawings.draw(b, [], () => 'b');
    drawings.draw(a, [], () => 'a');
    const kept = drawings.draw(c, [], () => 'c').map((entry) => entry.node);
    expect(kept).toEqual(['a', 'c']);
  });
});

function Flipper({ datasets }: { datasets: { name: string }[] }) {
  const [index, setIndex] = useState(0);
  const data = datasets[index] as { name: string };
  return (
    <>
      <button onClick={() => setIndex((i) => (i + 1) % datasets.length)}>Next</button>
      <KeepRecent itemKey={data} deps={[]}>
        {() => <p data-testid="drawing">{data.name}</p>}
      </KeepRecent>
    </>
  );
}

describe('KeepRecent', () => {
  it('shows the current drawing and keeps the earlier one mounted, hidden and inert', async () => {
    const user = userEvent.setup();
    render(<Flipper datasets={[{ name: 'Last Month' }, { name: 'Last Week' }]} />);
    const first = screen.getByTestId('drawing');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Last Week');
    expect(screen.getAllByTestId('drawing')).toHaveLength(2);
    expect(first.isConnected).toBe(true);
    expect(first.parentElement).toHaveAttribute('data-kept', 'hidden');
    expect(first.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(first.parentElement).toHaveAttribute('inert');
    expect(screen.getByText('Last Week').parentElement).not.toHaveAttribute('data-kept');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The very same DOM node comes back: nothing was redrawn.
    await waitFor(() => expect(first.parentElement).not.toHaveAttribute('data-kept'));
    expect(first.parentElement).not.toHaveAttribute('aria-hidden');
    expect(first.parentElement).not.toHaveAttribute('inert');
    expect(screen.getByText('Last Month')).toBe(first);
  });
});
