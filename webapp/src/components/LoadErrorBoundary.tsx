import { Component, type ReactNode } from 'react';

interface LoadErrorBoundaryProps {
  /** What shows while the code is missing; `retry` renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a lazily loaded part whose chunk failed to load from taking the page down with it. */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
