import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServerDataCache, ServerDataCacheContext } from './server-data-cache';
import { useServerData } from './use-server-data';
import { useServerMutation, type ServerMutationRequest } from './use-server-mutation';

function Sender(props: ServerMutationRequest<string, string>) {
  const mutation = useServerMutation(props);
  return (
    <>
      <p>{mutation.status}</p>
      {mutation.status === 'done' && <p>{`answer ${mutation.result}`}</p>}
      {mutation.status === 'failed' && <p>{`error ${(mutation.error as Error).message}`}</p>}
      <button onClick={() => void mutation.send('halo')}>send</button>
      <button onClick={() => void mutation.retry()}>retry</button>
      <button onClick={mutation.reset}>reset</button>
    </>
  );
}

function Count({ load }: { load: () => Promise<string> }) {
  const state = useServerData({ key: 'count', load });
  return <p>{state.status === 'ready' ? `count ${state.data}` : state.status}</p>;
}

test('is pending while sending, then done with the answer, and reset goes back to idle', async () => {
  let answer: (text: string) => void = () => undefined;
  const onDone = jest.fn();
  render(<Sender send={() => new Promise((resolve) => (answer = resolve))} onDone={onDone} />);
  expect(screen.getByText('idle')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  expect(screen.getByText('pending')).toBeInTheDocument();
  await act(async () => answer('ok'));
  expect(screen.getByText('answer ok')).toBeInTheDocument();
  expect(onDone).toHaveBeenCalledWith('ok', 'halo');
  await userEvent.click(screen.getByRole('button', { name: 'reset' }));
  expect(screen.getByText('idle')).toBeInTheDocument();
});

test('a second send while one is pending is ignored', async () => {
  const send = jest.fn(() => new Promise<string>(() => undefined));
  render(<Sender send={send} />);
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  expect(send).toHaveBeenCalledTimes(1);
});

test('a failure is shown with its error, and retry sends the last input again', async () => {
  const send = jest.fn<Promise<string>, [string, AbortSignal]>().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
  const onFailed = jest.fn();
  render(<Sender send={send} onFailed={onFailed} />);
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  expect(await screen.findByText('error down')).toBeInTheDocument();
  expect(onFailed).toHaveBeenCalledWith(new Error('down'), 'halo');
  await userEvent.click(screen.getByRole('button', { name: 'retry' }));
  expect(await screen.findByText('answer ok')).toBeInTheDocument();
  expect(send.mock.calls.map(([input]) => input)).toEqual(['halo', 'halo']);
});

test('unmounting aborts the send and a late answer changes nothing', async () => {
  let signal: AbortSignal | undefined;
  let answer: (text: string) => void = () => undefined;
  const onDone = jest.fn();
  const onFailed = jest.fn();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { unmount } = render(
    <Sender
      send={(_, given) => {
        signal = given;
        return new Promise((resolve) => (answer = resolve));
      }}
      onDone={onDone}
      onFailed={onFailed}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  unmount();
  expect(signal?.aborted).toBe(true);
  await act(async () => answer('late'));
  expect(onDone).not.toHaveBeenCalled();
  expect(onFailed).not.toHaveBeenCalled();
  expect(logged).not.toHaveBeenCalled();
  logged.mockRestore();
});

test('a success loads the reads it invalidates again; a failure does not', async () => {
  let count = 0;
  const load = jest.fn(async () => String(++count));
  const send = jest.fn<Promise<string>, [string, AbortSignal]>().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
  render(
    <ServerDataCacheContext.Provider value={createServerDataCache()}>
      <Count load={load} />
      <Sender send={send} invalidates={['count']} />
    </ServerDataCacheContext.Provider>,
  );
  expect(await screen.findByText('count 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  await screen.findByText('error down');
  expect(screen.getByText('count 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'retry' }));
  expect(await screen.findByText('count 2')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
