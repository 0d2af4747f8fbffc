import { poll } from '@/harness/poll';

describe('waiting for a state (harness/poll.ts)', () => {
  it('hands back the first reading the condition accepts', async () => {
    let reads = 0;
    const value = await poll(
      () => ++reads,
      (n) => n === 3,
      { every: 1 },
    );
    expect(value).toBe(3);
    expect(reads).toBe(3);
  });

  it('hands back the last reading when the time is up, for the assertion to show', async () => {
    const value = await poll(
      async () => 'still waiting',
      () => false,
      { timeout: 30, every: 5 },
    );
    expect(value).toBe('still waiting');
  });

  it('reads through errors, and throws the last one if the state never came', async () => {
    let reads = 0;
    const read = () => {
      reads += 1;
      if (reads < 3) throw new Error('not yet');
      return reads;
    };
    expect(await poll(read, (n) => n === 3, { every: 1 })).toBe(3);
    await expect(
      poll(
        () => {
          throw new Error('never up');
        },
        () => true,
        { timeout: 20, every: 5 },
      ),
    ).rejects.toThrow('never up');
  });
});
