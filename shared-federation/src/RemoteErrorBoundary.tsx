import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

interface State {
  failed: boolean;
}

/** Rendering layer: a remote that throws while rendering takes down only its own route. */
export class RemoteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote failed while rendering', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RemoteFallback /> : this.props.children;
  }
}
