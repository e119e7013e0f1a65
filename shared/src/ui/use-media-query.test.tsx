import { act, render, screen } from '@testing-library/react';
import { useIsMobile } from './use-media-query';

type Listener = () => void;

function fakeMatchMedia(width: number) {
  const listeners = new Set<Listener>();
  let current = width;
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max ? current <= Number(max[1]) : false;
  };
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function Layout() {
  return <p>{useIsMobile() ? 'bottom bar' : 'side menu'}</p>;
}

describe('useIsMobile', () => {
  test('S1-9-21 follows the 768 px mobile breakpoint as the viewport changes', () => {
    const viewport = fakeMatchMedia(1024);
    render(<Layout />);
    expect(screen.getByText('side menu')).toBeInTheDocument();
    act(() => viewport.resize(768));
    expect(screen.getByText('bottom bar')).toBeInTheDocument();
    act(() => viewport.resize(769));
    expect(screen.getByText('side menu')).toBeInTheDocument();
  });
});
