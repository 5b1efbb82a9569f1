import { afterEach, describe, expect, it } from 'vitest';
import { applyStylesheets } from './stylesheets';

const preload = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style'); // jsdom has no `as` property
  link.crossOrigin = 'anonymous';
  link.href = href;
  link.setAttribute('data-app-stylesheet', '');
  document.head.append(link);
  return link;
};

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

describe('applyStylesheets', () => {
  it('resolves at once when index.html preloads none (development)', async () => {
    await expect(applyStylesheets()).resolves.toBeUndefined();
  });

  it('links each preloaded stylesheet after its preload, and resolves once all have loaded or failed', async () => {
    preload('/assets/vendor.css');
    preload('/assets/index.css');
    let done = false;
    const applied = applyStylesheets().then(() => (done = true));
    const sheets = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(sheets.map((link) => new URL(link.href).pathname)).toEqual(['/assets/vendor.css', '/assets/index.css']);
    expect(sheets.map((link) => link.crossOrigin)).toEqual(['anonymous', 'anonymous']);
    // Mantine's before ours: each right after its own preload.
    expect([...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${new URL(link.href).pathname}`)).toEqual([
      'preload /assets/vendor.css',
      'stylesheet /assets/vendor.css',
      'preload /assets/index.css',
      'stylesheet /assets/index.css',
    ]);
    sheets[0]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    sheets[1]!.dispatchEvent(new Event('error'));
    await applied;
    expect(done).toBe(true);
  });
});
