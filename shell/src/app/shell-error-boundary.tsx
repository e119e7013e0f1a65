import { Component, type ReactNode } from 'react';
import { SlotFallback } from '@klob/shared';

interface State {
  error: Error | null;
  attempt: number;
}

/**
 * The shell's top-level error boundary: a render error anywhere in the shell (outside a unit,
 * whose own boundary catches its errors) shows the fallback with a retry instead of a blank page.
 */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('[klob] the shell crashed', error);
  }

  private readonly retry = () => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));

  override render() {
    if (this.state.error) return <SlotFallback unitName="shell" onRetry={this.retry} />;
    return (
      <div key={this.state.attempt} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
