import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStickyHeaderHeight } from './stickyHeaderHeight';

type Notify = (entries: { borderBoxSize: { blockSize: number }[] }[]) => void;

/** A ResizeObserver the test drives: `resize(h)` is the browser reporting a new height. */
function fakeResizeObserver() {
  let notify: Notify = () => {};
  const observe = vi.fn();
  class FakeResizeObserver {
    constructor(callback: Notify) {
      notify = callback;
    }
    observe = observe;
    disconnect = vi.fn();
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return { observe, resize: (height: number) => notify([{ borderBoxSize: [{ blockSize: height }] }]) };
}

const published = () => document.documentElement.style.getPropertyValue('--sticky-header-height');

describe('useStickyHeaderHeight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("publishes the header's height as the browser reports it, without reading layout itself", () => {
    const header = document.createElement('header');
    const offsetHeight = vi.spyOn(header, 'offsetHeight', 'get');
    const observer = fakeResizeObserver();
    const { unmount } = renderHook(() => useStickyHeaderHeight({ current: header }));
    expect(observer.observe).toHaveBeenCalledWith(header);
    expect(published()).toBe('');
    observer.resize(57.4);
    expect(published()).toBe('57px');
    observer.resize(88);
    expect(published()).toBe('88px');
    expect(offsetHeight).not.toHaveBeenCalled();
    unmount();
    expect(published()).toBe('');
  });

  it('leaves the page alone when the height did not change', () => {
    const header = document.createElement('header');
    const observer = fakeResizeObserver();
    renderHook(() => useStickyHeaderHeight({ current: header }));
    observer.resize(60);
    const setProperty = vi.spyOn(document.documentElement.style, 'setProperty');
    observer.resize(60);
    expect(setProperty).not.toHaveBeenCalled();
  });
});
