import { Component, type ReactNode } from 'react';
import { SlotFallback } from '../ui/slot-fallback';

interface Props {
  unitName: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/** Catches a render error of one unit and shows the slot fallback; retry renders the unit afresh. */
export class UnitErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[klob] unit ${this.props.unitName} crashed`, error);
  }

  private readonly retry = () => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));

  override render() {
    if (this.state.error) return <SlotFallback unitName={this.props.unitName} onRetry={this.retry} />;
    return (
      <div key={this.state.attempt} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
