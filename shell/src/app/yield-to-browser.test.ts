import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("resumes in a later task: a task queued before it runs first, not after the caller's remaining work", async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    await yieldToBrowser();
    order.push('work after the yield');
    expect(order).toEqual(['task queued before', 'work after the yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
