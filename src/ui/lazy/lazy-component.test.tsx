import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">failed</p> : this.props.children;
  }
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyComponent', () => {
  it('shows the fallback until the code is in, then the component; later mounts render it at once', async () => {
    let resolve!: (c: typeof Greeting) => void;
    const load = vi.fn(() => new Promise<typeof Greeting>((r) => (resolve = r)));
    const LazyGreeting = lazyComponent(load);
    const first = render(<LazyGreeting name="Ann" fallback={<p>loading</p>} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    first.unmount();
    render(<LazyGreeting name="Bo" fallback={<p>loading</p>} />);
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed download to the error boundary, and loads again when mounted again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const LazyGreeting = lazyComponent(load);
    const first = render(
      <Boundary>
        <LazyGreeting name="Ann" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('failed');
    first.unmount();
    render(<LazyGreeting name="Ann" />);
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
