import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Browser APIs jsdom lacks and Mantine uses (media queries, element resize, scrolling).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    // An empty query matches everything, as in browsers (mantine-datatable shows columns by it).
    matches: query.trim() === '' || query.trim() === 'all',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
HTMLElement.prototype.scrollIntoView = () => {};

// Screens are lazy chunks: the first visit of one in a busy test run can take more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
