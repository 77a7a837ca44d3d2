import type * as VirtualCore from '@tanstack/virtual-core';
import type { Virtualizer, VirtualizerOptions } from '@tanstack/virtual-core';
import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';

type Core = typeof VirtualCore;
type WindowVirtualizer = Virtualizer<Window, Element>;
/** What the caller chooses; the hook adds what makes it a window's virtualizer. */
export type WindowVirtualizerOptions = Omit<
  VirtualizerOptions<Window, Element>,
  'getScrollElement' | 'scrollToFn' | 'observeElementRect' | 'observeElementOffset' | 'initialOffset' | 'onChange'
>;

let core: Core | null = null;
let loading: Promise<Core> | null = null;

/** TanStack Virtual's core, loaded once per page: a feed's first screen draws without it. */
export function loadVirtualCore(): Promise<Core> {
  loading ??= import('@tanstack/virtual-core').then(
    (module) => (core = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the core is here already, as it is once a feed of this page has loaded it. */
export function virtualCoreLoaded(): boolean {
  return core !== null;
}

function windowOptions(from: Core, options: WindowVirtualizerOptions, onChange: (sync: boolean) => void) {
  return {
    getScrollElement: (): Window => window,
    observeElementRect: from.observeWindowRect,
    // Also reports where the page is as it starts listening: the core scrolls to the offset it last knew when it
    // starts, which would undo a scroll restoration of the same commit.
    observeElementOffset: (instance: WindowVirtualizer, report: (offset: number, isScrolling: boolean) => void) => {
      report(window.scrollY, false);
      return from.observeWindowOffset(instance, report);
    },
    scrollToFn: from.windowScroll,
    initialOffset: () => window.scrollY,
    ...options,
    onChange: (_instance: WindowVirtualizer, sync: boolean) => onChange(sync),
  } satisfies VirtualizerOptions<Window, Element>;
}

// A change reported while a row's ref measures it is drawn in the next render, not flushed inside React's commit.
function makeVirtualizer(from: Core, options: WindowVirtualizerOptions, rerender: () => void) {
  let measuring = false;
  const onChange = (sync: boolean) => (sync && !measuring ? flushSync(rerender) : rerender());
  const instance = new from.Virtualizer<Window, Element>(windowOptions(from, options, onChange));
  const measure = instance.measureElement;
  instance.measureElement = (node) => {
    measuring = true;
    try {
      measure(node);
    } finally {
      measuring = false;
    }
  };
  // While every row is in the DOM the browser lays them out, so a row's measure must not move the page as well.
  const adjustScroll = (adjust: boolean) => {
    instance.shouldAdjustScrollPositionOnItemSizeChange = adjust ? undefined : () => false;
  };
  return { from, instance, onChange, adjustScroll };
}

/**
 * TanStack Virtual's window virtualizer, bound to React as `@tanstack/react-virtual` binds it, but null until its core
 * has loaded: it starts loading once `load` is true and a frame has painted, so a first screen's rows do not wait for it.
 * It moves the page for a row measured above the viewport only when `windowed` (rows replaced by padding).
 */
export function useWindowVirtualizer(
  options: WindowVirtualizerOptions,
  { load, windowed }: { load: boolean; windowed: boolean },
): WindowVirtualizer | null {
  const [loaded, setLoaded] = useState(core);
  const rerender = useReducer((count: number) => count + 1, 0)[1];
  const [kept, keep] = useState<ReturnType<typeof makeVirtualizer> | null>(null);
  let made = kept;
  if (loaded && !made) {
    made = makeVirtualizer(loaded, options, rerender);
    keep(made);
  }
  made?.instance.setOptions(windowOptions(made.from, options, made.onChange));
  made?.adjustScroll(windowed);
  const instance = made?.instance ?? null;

  useEffect(() => {
    if (!load || loaded) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Asked for once the next frame has painted, so no paint of the first rows waits for it. Not loaded, the list draws
    // every row, unmeasured: a failure leaves it so until the feed mounts again.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        loadVirtualCore().then(
          (module) => current && setLoaded(module),
          () => undefined,
        );
      });
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [load, loaded]);
  useLayoutEffect(() => instance?._didMount(), [instance]);
  useLayoutEffect(() => {
    instance?._willUpdate();
  });
  return instance;
}
