// Cart requests go out one at a time, in the order they were asked for (spec §4): each starts
// when the one before it has settled, whether it succeeded or failed.

export type Enqueue = <T>(task: () => Promise<T>) => Promise<T>;

export function createRequestQueue(): Enqueue {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch((error: unknown) => error);
    return run;
  };
}
