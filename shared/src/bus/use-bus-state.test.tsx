import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { ServicesContext } from '../mount/services-context';
import { createTestBus, createTestServices } from '../testing/test-services';
import type { KlobStateMap } from './channels';
import type { KlobBus } from './klob-bus';
import { useBusState } from './use-bus-state';

type NumberChannel = { [K in keyof KlobStateMap]: KlobStateMap[K] extends number ? K : never }[keyof KlobStateMap];

function Count({ channel, onRender }: { channel: NumberChannel; onRender?: () => void }) {
  const count = useBusState(channel);
  onRender?.();
  return <output data-testid="count">{count}</output>;
}

function renderWith(bus: KlobBus, channel: NumberChannel, onRender?: () => void) {
  const ui = (nextBus: KlobBus, nextChannel: NumberChannel) => (
    <ServicesContext.Provider value={createTestServices({ bus: nextBus })}>
      <Count channel={nextChannel} onRender={onRender} />
    </ServicesContext.Provider>
  );
  const view = render(ui(bus, channel));
  return { rerender: (nextBus: KlobBus, nextChannel: NumberChannel) => view.rerender(ui(nextBus, nextChannel)) };
}

const shown = () => screen.getByTestId('count').textContent;

test('shows the channel’s value, and its changes', () => {
  const bus = createTestBus({ cartCount: 2 });
  renderWith(bus, 'cartCount');
  expect(shown()).toBe('2');
  act(() => bus.as('shell').setState('cartCount', 5));
  expect(shown()).toBe('5');
});

test('a change made before the component listened (between its render and its effects) is shown', () => {
  const bus = createTestBus({ cartCount: 1 });
  function ChangesEarly() {
    useLayoutEffect(() => bus.as('shell').setState('cartCount', 4), []);
    return null;
  }
  render(
    <ServicesContext.Provider value={createTestServices({ bus })}>
      <Count channel="cartCount" />
      <ChangesEarly />
    </ServicesContext.Provider>,
  );
  expect(shown()).toBe('4');
});

test('another bus or channel is read at once, in the same render', () => {
  const first = createTestBus({ cartCount: 1 });
  const second = createTestBus({ cartCount: 7 });
  const { rerender } = renderWith(first, 'cartCount');
  rerender(second, 'cartCount');
  expect(shown()).toBe('7');
  act(() => first.as('shell').setState('cartCount', 3));
  expect(shown()).toBe('7');
  act(() => second.as('shell').setState('cartCount', 8));
  expect(shown()).toBe('8');
});

test('mounting renders once: the value the channel replays on subscribing is the one shown already', () => {
  const bus = createTestBus({ cartCount: 2 });
  const onRender = jest.fn();
  renderWith(bus, 'cartCount', onRender);
  expect(onRender).toHaveBeenCalledTimes(1);
  act(() => bus.as('shell').setState('cartCount', 3));
  expect(onRender).toHaveBeenCalledTimes(2);
});
