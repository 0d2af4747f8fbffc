/**
 * Rejects after `ms`, aborting the signal, even if the work ignores the signal. A leaf: it imports
 * nothing, so every stage may use it and imports still run one way.
 */
export async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
