import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServerDataCache, ServerDataCacheContext, type ServerDataCache } from './server-data-cache';
import { useServerData } from './use-server-data';
import { renderToString } from 'react-dom/server';
import {
  FirstScreenDataContext,
  forgetFirstScreenData,
  keepNextPageData,
  NEXT_PAGE_DATA_MS,
  seedFirstScreenData,
  type FirstScreenData,
} from './first-screen-data';

function Shown({ dataKey, load, keepForPage }: { dataKey: string; load: (signal: AbortSignal) => Promise<string>; keepForPage?: boolean }) {
  const state = useServerData({ key: dataKey, load, keepForPage });
  if (state.status === 'loading') return <p>loading</p>;
  if (state.status === 'failed') return <button onClick={state.retry}>retry</button>;
  return <p>{state.data}</p>;
}

const withCache = (cache: ServerDataCache, children: React.ReactNode) => (
  <ServerDataCacheContext.Provider value={cache}>{children}</ServerDataCacheContext.Provider>
);

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

test('shows loading, then the data', async () => {
  render(<Shown dataKey="greeting" load={async () => 'halo'} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('halo')).toBeInTheDocument();
});

test('a failure is logged once with its key, and retry loads again', async () => {
  const load = jest.fn<Promise<string>, [AbortSignal]>().mockRejectedValueOnce(new Error('down')).mockResolvedValue('halo');
  render(<Shown dataKey="greeting" load={load} />);
  const retryButton = await screen.findByRole('button', { name: 'retry' });
  await userEvent.click(retryButton);
  expect(await screen.findByText('halo')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(logged.mock.calls).toEqual([['[klob] greeting could not be loaded', expect.any(Error)]]);
  expect(logged).toHaveBeenCalledWith('[klob] greeting could not be loaded', expect.any(Error));
});

test('leaving the page aborts the load and logs nothing', async () => {
  let signal: AbortSignal | undefined;
  const { unmount } = render(
    <Shown
      dataKey="greeting"
      load={(given) => {
        signal = given;
        return new Promise((_, reject) => given.addEventListener('abort', () => reject(new Error('aborted'))));
      }}
    />,
  );
  unmount();
  expect(signal?.aborted).toBe(true);
  await Promise.resolve();
  expect(logged).not.toHaveBeenCalled();
});

test('a new key reads as loading until its own answer', async () => {
  const { rerender } = render(<Shown dataKey="a" load={async () => 'first'} />);
  await screen.findByText('first');
  let answer: (text: string) => void = () => undefined;
  rerender(<Shown dataKey="b" load={() => new Promise((resolve) => (answer = resolve))} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => answer('second'));
  expect(screen.getByText('second')).toBeInTheDocument();
});

test('data kept for the page is loaded once for every component asking, and shown at once afterwards', async () => {
  const cache = createServerDataCache();
  const load = jest.fn(async () => 'routes');
  const { unmount } = render(
    withCache(
      cache,
      <>
        <Shown dataKey="routes" load={load} keepForPage />
        <Shown dataKey="routes" load={load} keepForPage />
      </>,
    ),
  );
  expect(await screen.findAllByText('routes')).toHaveLength(2);
  unmount();
  render(withCache(cache, <Shown dataKey="routes" load={load} keepForPage />));
  expect(screen.getByText('routes')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load kept for the page is forgotten, so retry loads again', async () => {
  const cache = createServerDataCache();
  const load = jest.fn<Promise<string>, [AbortSignal]>().mockRejectedValueOnce(new Error('down')).mockResolvedValue('routes');
  render(withCache(cache, <Shown dataKey="routes" load={load} keepForPage />));
  const retryButton = await screen.findByRole('button', { name: 'retry' });
  await userEvent.click(retryButton);
  expect(await screen.findByText('routes')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('invalidating a kept key loads it again for every component showing it', async () => {
  const cache = createServerDataCache();
  let count = 0;
  const load = jest.fn(async () => `routes ${++count}`);
  render(
    withCache(
      cache,
      <>
        <Shown dataKey="routes" load={load} keepForPage />
        <Shown dataKey="routes" load={load} keepForPage />
      </>,
    ),
  );
  expect(await screen.findAllByText('routes 1')).toHaveLength(2);
  act(() => cache.invalidate('routes'));
  expect(await screen.findAllByText('routes 2')).toHaveLength(2);
  expect(load).toHaveBeenCalledTimes(2);
});

test("a kept load another part started that ends between a component's render and its effect is still shown (no loading for good)", async () => {
  const cache = createServerDataCache();
  const started = cache.load('strength', async () => '60%');
  await started;
  // As the shell's header finishing the call after the kloboard's card rendered loading and before its effect ran.
  let peeks = 0;
  const racing: ServerDataCache = { ...cache, peek: (key) => (peeks++ === 0 ? undefined : cache.peek(key)) };
  const load = jest.fn(async () => 'loaded again');
  render(withCache(racing, <Shown dataKey="strength" load={load} keepForPage />));
  expect(await screen.findByText('60%')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

describe('issue 25: data the page was rendered from on the server', () => {
  afterEach(() => forgetFirstScreenData());

  test('a seeded key starts ready without loading', async () => {
    seedFirstScreenData({ greeting: 'dari server' });
    const load = jest.fn(async () => 'dari api');
    render(<Shown dataKey="greeting" load={load} />);
    expect(screen.getByText('dari server')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  test('another key, or any key after the first navigation, loads as usual', async () => {
    seedFirstScreenData({ greeting: 'dari server' });
    forgetFirstScreenData();
    render(<Shown dataKey="greeting" load={async () => 'dari api'} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('dari api')).toBeInTheDocument();
  });

  test('data read ahead for a page starts its reads ready once a navigation opens that page, while it is fresh', () => {
    jest.useFakeTimers();
    const load = jest.fn(async () => 'dari api');
    keepNextPageData('/jobs', { greeting: 'dibaca lebih dulu' });
    forgetFirstScreenData('/jobs');
    const { unmount } = render(<Shown dataKey="greeting" load={load} />);
    expect(screen.getByText('dibaca lebih dulu')).toBeInTheDocument();
    unmount();
    // Read ahead longer than NEXT_PAGE_DATA_MS before the page is opened: loaded as usual.
    keepNextPageData('/jobs', { greeting: 'dibaca lebih dulu' });
    jest.advanceTimersByTime(NEXT_PAGE_DATA_MS);
    forgetFirstScreenData('/jobs');
    render(<Shown dataKey="greeting" load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  test('data read ahead for the page just opened (a link followed before its read-ahead came) starts its later reads ready; another page keeps it for its visit', () => {
    const load = jest.fn(async () => 'dari api');
    forgetFirstScreenData('/jobs');
    keepNextPageData('/jobs', { greeting: 'dibaca lebih dulu' });
    keepNextPageData('/companies', { company: 'dibaca untuk nanti' });
    render(
      <>
        <Shown dataKey="greeting" load={load} />
        <Shown dataKey="company" load={load} />
      </>,
    );
    expect(screen.getByText('dibaca lebih dulu')).toBeInTheDocument();
    expect(screen.queryByText('dibaca untuk nanti')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('on the server a pass notes the keys it asks for with their loaders, and the next pass renders the loaded data', () => {
    const asked = new Map<string, (signal: AbortSignal) => Promise<unknown>>();
    const loaded = new Map<string, unknown>();
    const data: FirstScreenData = {
      take: (key, load) => {
        if (loaded.has(key)) return { data: loaded.get(key) };
        asked.set(key, load);
        return undefined;
      },
    };
    const load = async () => 'halo';
    const first = renderToString(
      <FirstScreenDataContext value={data}>
        <Shown dataKey="greeting" load={load} />
      </FirstScreenDataContext>,
    );
    expect(first).toContain('loading');
    expect([...asked.keys()]).toEqual(['greeting']);
    loaded.set('greeting', 'halo');
    const second = renderToString(
      <FirstScreenDataContext value={data}>
        <Shown dataKey="greeting" load={load} />
      </FirstScreenDataContext>,
    );
    expect(second).toContain('halo');
  });
});
