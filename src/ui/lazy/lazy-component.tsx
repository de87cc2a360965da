import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is a chunk of its own, loaded when it first renders; `fallback`
 * shows until then.
 *
 * Not React.lazy with Suspense: React reveals content that resolves within 300 ms of the
 * last fallback it showed only once those 300 ms have passed (so fallbacks do not flash).
 * A chunk asked for when its fallback shows arrives a few dozen milliseconds later, so each
 * lazy panel, the map and the command palette appeared up to 300 ms late: the map ~250 ms
 * after its data on every first load (measured). A failed download is thrown in
 * render, to the nearest error boundary, as Suspense does; a remount tries again.
 *
 * The arrived component is drawn in a transition: a state set in a promise is otherwise a
 * blocking update, rendered in one piece, and a page's panels mounting with their data
 * made one long task of it. As a transition React renders it in slices it yields between;
 * the fallback stays on screen until the render is done.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { fallback?: ReactNode }> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Lazy({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // A component is a function: setState must be given one that returns it.
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Component) return;
      let current = true;
      start().then(
        (component) => current && startTransition(() => setComponent(() => component)),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [Component]);
    if (failure) throw failure.error;
    return Component ? <Component {...(props as P)} /> : fallback;
  }
  return Lazy;
}
