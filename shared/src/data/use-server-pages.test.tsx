import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useServerPages } from './use-server-pages';

/** A page of numbers: `from` to `from + 1`; the list ends at 6. */
interface Numbers {
  from: number;
  items: number[];
}

function List({ listKey, loadPage }: { listKey: string; loadPage: (previous: Numbers | null, signal: AbortSignal) => Promise<Numbers> }) {
  const state = useServerPages({ key: listKey, loadPage, hasMore: (page) => page.from + page.items.length < 6 });
  if (state.status === 'loading') return <p>loading</p>;
  if (state.status === 'failed') return <button onClick={state.retry}>retry</button>;
  return (
    <>
      <p>{state.pages.flatMap((page) => page.items).join(',')}</p>
      {state.loadingMore && <p>loading more</p>}
      {state.moreFailed && <p>more failed</p>}
      {state.hasMore && <button onClick={state.loadMore}>more</button>}
    </>
  );
}

const numbersFrom = (prefix: string) => async (previous: Numbers | null) => {
  const from = previous ? previous.from + previous.items.length : 0;
  return { from, items: [from, from + 1].map((n) => Number(`${prefix}${n}`)) };
};

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

test('loads the first page, then each next page after the last, until there is no more', async () => {
  render(<List listKey="numbers" loadPage={numbersFrom('')} />);
  expect(await screen.findByText('0,1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'more' }));
  expect(await screen.findByText('0,1,2,3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'more' }));
  expect(await screen.findByText('0,1,2,3,4,5')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
});

test('asks for one next page at a time', async () => {
  const load = jest.fn((previous: Numbers | null) => (previous ? new Promise<Numbers>(() => undefined) : numbersFrom('')(null)));
  render(<List listKey="numbers" loadPage={load} />);
  await screen.findByText('0,1');
  act(() => {
    screen.getByRole('button', { name: 'more' }).click();
    screen.getByRole('button', { name: 'more' }).click();
  });
  expect(screen.getByText('loading more')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a new key aborts the next page in flight and drops its late answer', async () => {
  let answerLate: (page: Numbers) => void = () => undefined;
  let lateSignal: AbortSignal | undefined;
  const first = (previous: Numbers | null, signal: AbortSignal) => {
    if (!previous) return numbersFrom('')(null);
    lateSignal = signal;
    return new Promise<Numbers>((resolve) => (answerLate = resolve));
  };
  const { rerender } = render(<List listKey="a" loadPage={first} />);
  await screen.findByText('0,1');
  await userEvent.click(screen.getByRole('button', { name: 'more' }));

  rerender(<List listKey="b" loadPage={numbersFrom('9')} />);
  expect(await screen.findByText('90,91')).toBeInTheDocument();
  expect(lateSignal?.aborted).toBe(true);
  await act(async () => answerLate({ from: 2, items: [2, 3] }));
  expect(screen.getByText('90,91')).toBeInTheDocument();
  expect(screen.queryByText('loading more')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'more' }));
  expect(await screen.findByText('90,91,92,93')).toBeInTheDocument();
});

test('a next page that fails is logged once and can be asked for again', async () => {
  let fail = true;
  const load = (previous: Numbers | null) => (previous && fail ? Promise.reject(new Error('down')) : numbersFrom('')(previous));
  render(<List listKey="numbers" loadPage={load} />);
  await screen.findByText('0,1');
  await userEvent.click(screen.getByRole('button', { name: 'more' }));
  expect(await screen.findByText('more failed')).toBeInTheDocument();
  expect(logged.mock.calls).toEqual([['[klob] numbers next page could not be loaded', expect.any(Error)]]);
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'more' }));
  expect(await screen.findByText('0,1,2,3')).toBeInTheDocument();
  expect(screen.queryByText('more failed')).toBeNull();
});
