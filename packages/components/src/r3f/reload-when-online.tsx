// Around a 3D file's loader (a model, an environment map): a file that failed to load is dropped
// from the loader's cache — which otherwise keeps the failure for the page's lifetime — and is loaded
// again when the browser is back online. While the browser says it is offline the failure shows
// nothing rather than an error; online, it goes on to the element's boundary (its diagnostic), and
// the element's next render loads the file again.
import { Component, type ReactNode } from 'react';

interface Props {
  /** Forgets the failed load in the loader's cache. */
  clear(): void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export class ReloadWhenOnline extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(): void {
    this.props.clear();
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  private readonly retry = () => {
    if (this.state.error === null) return;
    this.props.clear();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    if (browserOffline()) return null;
    // This boundary gives up the error (its own componentDidCatch does not run then): the cache is
    // cleared here, idempotently, so the element's next render tries the file again.
    this.props.clear();
    throw this.state.error;
  }
}
