/**
 * @jest-environment node
 */
// MessageChannel, as in every browser (jsdom has none).
import { yieldToBrowser } from './yieldToBrowser';

type SchedulerHost = { scheduler?: { yield?: () => Promise<void> } };

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as SchedulerHost).scheduler;
  });

  it('resumes in a later task: a timer queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = yieldToBrowser().then(() => order.push('resumed'));
    await Promise.resolve();
    expect(order).toEqual(['task queued before']);
    await later;
    expect(order).toEqual(['task queued before', 'resumed']);
  });

  it('does not resume within the same task (no microtask shortcut)', async () => {
    let resumed = false;
    const waiting = yieldToBrowser().then(() => {
      resumed = true;
    });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    await waiting;
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as SchedulerHost).scheduler = { yield: yieldFn };
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
