/**
 * The one way the harness waits for a state it cannot be told about (a row, a log line, a process
 * gone, a page's probe): read it again every `every` ms until `done` accepts the reading or
 * `timeout` ms have passed, and return the last reading, so the caller's assertion on it fails
 * with what was actually there. A read that throws counts as not there yet; if the last one
 * threw, that error is thrown.
 */
export async function poll<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeout = 15_000, every = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    let reading: { value: T } | { error: unknown };
    try {
      reading = { value: await read() };
    } catch (error) {
      reading = { error };
    }
    const settled = 'value' in reading && done(reading.value);
    if (settled || Date.now() >= deadline) {
      if ('error' in reading) throw reading.error;
      return reading.value;
    }
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
