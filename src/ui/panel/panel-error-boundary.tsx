import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children; `reset` re-renders them. */
  fallback: (reset: () => void) => ReactNode;
  /** Any change (new data arriving) clears a caught error. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Catches a render error inside one panel so the rest of the page keeps working
 * (STYLE.md: one panel failing never blanks the page).
 */
export class PanelErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The panel shows its own error; the console keeps the details for whoever debugs it.
    console.error('A panel failed to render', error, info.componentStack);
  }

  private reset = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
