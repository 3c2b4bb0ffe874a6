import type { JobQueue } from './queue';

/**
 * A job queue that starts pg-boss when first used: the app context needs the queue before the
 * migrations have run, and test files that never enqueue a job do not pay for installing its
 * schema. `stop` is a no-op when it never started.
 */
export function lazyJobQueue(start: () => Promise<JobQueue>): JobQueue {
  let queue: Promise<JobQueue> | undefined;
  const get = () => (queue ??= start());
  return {
    send: async (name, data, options) => (await get()).send(name, data, options),
    work: async (name, options, handler) => (await get()).work(name, options, handler),
    schedule: async (name, cron) => (await get()).schedule(name, cron),
    stop: async (graceMs) => {
      if (queue) await (await queue).stop(graceMs);
    },
  };
}
