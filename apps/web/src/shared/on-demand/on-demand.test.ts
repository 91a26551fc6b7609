import { describe, expect, it } from 'vitest';
import { onDemand, preloadOnDemandParts } from './on-demand';

describe('onDemand', () => {
  it('fetches a part once, however many ask for it at once or later', async () => {
    let imports = 0;
    const part = onDemand(async () => {
      imports += 1;
      return 'menu';
    });
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect([first, second, await part.load()]).toEqual(['menu', 'menu', 'menu']);
    expect(imports).toBe(1);
  });

  it('tries again after a failed fetch, and keeps the part once it has arrived', async () => {
    let attempts = 0;
    const part = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'picker';
    });
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(await part.load()).toBe('picker');
    expect(await part.load()).toBe('picker');
    expect(attempts).toBe(2);
  });

  it('the idle preload fetches every declared part, and a failing one costs nothing', async () => {
    const fetched: string[] = [];
    const parts = ['dialog', 'dragging'].map((name) =>
      onDemand(async () => {
        fetched.push(name);
        return name;
      }),
    );
    const broken = onDemand(async () => {
      fetched.push('broken');
      throw new TypeError('offline');
    });
    preloadOnDemandParts();
    await Promise.all(parts.map((part) => part.load()));
    await expect(broken.load()).rejects.toThrow('offline');
    expect(fetched).toEqual(expect.arrayContaining(['dialog', 'dragging', 'broken']));
    expect(fetched.filter((name) => name === 'dialog')).toHaveLength(1);
  });
});
