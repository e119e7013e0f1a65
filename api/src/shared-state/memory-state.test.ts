import { createMemoryState } from './memory-state.js';

describe('the in-memory shared state (one instance)', () => {
  let now = 1_000_000;
  const state = () => createMemoryState(() => now);

  test('a window counts from its first event and starts again once it ended', async () => {
    const counts = state();
    expect(await counts.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 10_000;
    expect(await counts.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    now += 50_000;
    expect(await counts.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  test('a byte budget adds what it is given, and 0 only reads it', async () => {
    const bytes = state();
    expect((await bytes.hit('b', 60_000, 0)).count).toBe(0);
    expect((await bytes.hit('b', 60_000, 1500)).count).toBe(1500);
    expect((await bytes.hit('b', 60_000, 0)).count).toBe(1500);
  });

  test('a value lives for its lifetime, and take hands it out once', async () => {
    const values = state();
    await values.set('code', 'user-1', 1000);
    expect(await values.get('code')).toBe('user-1');
    expect(await values.take('code')).toBe('user-1');
    expect(await values.take('code')).toBeNull();
    await values.set('code', 'user-2', 1000);
    now += 1000;
    expect(await values.get('code')).toBeNull();
  });

  test('a publication reaches the subscribers of its channel until they stop', async () => {
    const bus = state();
    const heard: string[] = [];
    const stop = await bus.subscribe('news', (message) => heard.push(message));
    await bus.publish('news', 'one');
    await bus.publish('other', 'not this');
    await new Promise((resolve) => setImmediate(resolve));
    await stop();
    await bus.publish('news', 'two');
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(['one']);
  });
});
