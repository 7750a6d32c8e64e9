type SchedulerHost = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between: the store's
 * start is several pieces of work, each under the 50 ms a phone notices, instead of one long task. scheduler.yield
 * where the browser has it (the continuation keeps its priority), else a message (unlike a timer, neither clamped nor
 * throttled to once a second in a background tab).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as SchedulerHost).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
