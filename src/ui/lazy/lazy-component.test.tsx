import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, use, type ReactNode } from 'react';
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

  it('draws the arrived component as a transition: its fallback stays until that render is done', async () => {
    let resolveCode!: (c: typeof Waiting) => void;
    let resolveData!: (name: string) => void;
    const data = new Promise<string>((r) => (resolveData = r));
    // A component whose render waits: as a blocking update React would show the nearest
    // Suspense fallback instead of keeping what is on screen.
    const Waiting = () => <p>Hello {use(data)}</p>;
    const LazyWaiting = lazyComponent(() => new Promise<typeof Waiting>((r) => (resolveCode = r)));
    render(
      <Suspense fallback={<p>suspended</p>}>
        <LazyWaiting fallback={<p>loading</p>} />
      </Suspense>,
    );
    await act(async () => resolveCode(Waiting));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('suspended')).not.toBeInTheDocument();
    await act(async () => resolveData('Ann'));
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
  });
});
