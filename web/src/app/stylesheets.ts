/**
 * Applies the stylesheets index.html only preloads (vite.config.ts, `stylesheetsPreloaded`: they do
 * not block rendering) and resolves once they are in, so the app's first render is
 * styled: main.tsx renders after it. Each goes right after its preload, so Mantine's styles stay
 * before ours. A stylesheet that fails to load does not stop the app. In development there are no
 * preloads (Vite injects the styles): it resolves at once.
 */
export function applyStylesheets(): Promise<void> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-app-stylesheet]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          // The same request mode as the preload, or the browser fetches the file again.
          link.crossOrigin = preload.crossOrigin;
          link.href = preload.href;
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          preload.after(link);
        }),
    ),
  ).then(() => undefined);
}
