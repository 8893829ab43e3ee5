// An error boundary around each element: a component that throws is reported to diagnostics and
// replaced by a fallback, and the rest of the page keeps rendering.
import { Component, type ReactNode } from 'react';
import type { DiagnosticsCollector } from './diagnostics.ts';

interface Props {
  elementId: string;
  collector: DiagnosticsCollector;
  /** Changes when the element changes (the element object), so a fixed element gets another chance to render. */
  resetKey: unknown;
  fallback: (message: string) => ReactNode;
  children: ReactNode;
}

interface State {
  error: string | null;
  resetKey: unknown;
}

export class ElementBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.props.collector.set(this.props.elementId, 'render', [message]);
  }

  override componentDidUpdate(_previous: Props, previousState: State): void {
    if (previousState.error && !this.state.error) this.props.collector.clear(this.props.elementId, 'render');
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : this.props.fallback(this.state.error);
  }
}
