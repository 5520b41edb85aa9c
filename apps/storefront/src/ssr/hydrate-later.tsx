// Hydrating a server-drawn page in parts. Regions (the header, the category bar and the bottom
// bar; below the fold the footer, a product's tabs and carousels, listing cards past the first
// screen) keep the server's HTML, visible and with working links, and React adopts each one on
// its own, in its own task: when it is on or near the screen, when the shopper presses or
// focuses inside it, or else one region each time the browser is idle after load. Hydrated all
// at once they made the longest tasks of a phone's start-up (the commit and effects of the
// whole page).
//
// How: a region's content suspends while hydrating, and React keeps server HTML that suspends
// until the promise settles. Nothing may reach a waiting region meanwhile: React would have to
// hydrate it for the update, could not (it waits), and would throw its HTML away to draw it
// anew. So the region's boundary ignores its parent's renders until it opens, then takes the
// latest ones. A region drawn in the browser alone (a later navigation, a page the server did
// not draw) never waits, and neither does the server.
//
// A press or typed text that reached a region before it was adopted is held by the page's
// early-input script (early-input.ts): such a region opens as soon as hydration meets it, and
// once adopted it marks itself done and has the script replay what it holds.
import { useHydrated } from '@horeca/widgets';
import { Suspense, memo, startTransition, use, useEffect, useId, useState, type ReactNode } from 'react';
import { REGION_ATTRIBUTE as ATTRIBUTE, REGION_DONE_ATTRIBUTE, earlyInput } from './early-input';

interface Region {
  gate: Promise<void>;
  opened: boolean;
  open: () => void;
  listeners: Set<() => void>;
}

const regions = new Map<string, Region>();
const waiting: string[] = [];
/** 'Near' is within one screen height: adopted before the shopper can reach it. */
const NEAR_MARGIN = '100% 0px';

const elementOf = (id: string) => document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);

/** The region of a server-drawn wrapper, made when hydration first meets it. */
function regionFor(id: string): Region {
  const known = regions.get(id);
  if (known) return known;
  let resolve = () => {};
  const gate = new Promise<void>((settle) => {
    resolve = settle;
  });
  const region: Region = {
    gate,
    opened: false,
    listeners: new Set(),
    open: () => {
      if (region.opened) return;
      region.opened = true;
      // Marked the way React marks a settled promise: React then goes on at once, even inside
      // the very event that opened the region, instead of in a later task.
      Object.assign(gate, { status: 'fulfilled', value: undefined });
      resolve();
      for (const child of elementOf(id)?.children ?? []) observer?.unobserve(child);
      for (const listener of region.listeners) listener();
    },
  };
  regions.set(id, region);
  waiting.push(id);
  watch(id);
  openWhenIdle();
  const element = elementOf(id);
  if (element && earlyInput()?.pending().some((held) => element.contains(held))) region.open();
  return region;
}

let observer: IntersectionObserver | undefined;

function watch(id: string): void {
  const element = elementOf(id);
  if (!element || typeof IntersectionObserver === 'undefined') return;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const near = entry.target.parentElement?.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE);
        if (entry.isIntersecting && near) openSoon(near);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  // The wrapper has no box of its own (display: contents): watch what it holds.
  for (const child of element.children) observer.observe(child);
}

// A press or focus inside a waiting region opens it first. On the document, in the capture
// phase: React's own listener on the root comes next, finds the region ready and adopts it
// for the very event, so the press is not lost.
//
// With the page's early-input script (every storefront page has it) the region opens in the
// next task instead: the press is held and shown busy at once, and React adopts the region in
// slices before the press is done again. Adopted inside the press, the region's whole hydration
// was the press's own delay to the next paint (0.5-0.8 s for the bottom bar on a slowed phone).
function openOnInput(event: Event): void {
  const target = event.target instanceof Element ? event.target.closest(`[${ATTRIBUTE}]`) : null;
  const region = regions.get(target?.getAttribute(ATTRIBUTE) ?? '');
  if (!region || region.opened) return;
  if (earlyInput()) setTimeout(region.open, 0);
  else region.open();
}
if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'focusin', 'keydown']) document.addEventListener(type, openOnInput, true);
}

const nearQueue: string[] = [];
let nearLoopRunning = false;

/**
 * Near regions open one per task, in the order they came near: the observer reports every
 * region on the first screen at once, and opened together they would hydrate in one long task.
 */
function openSoon(id: string): void {
  nearQueue.push(id);
  if (nearLoopRunning) return;
  nearLoopRunning = true;
  const next = () => {
    const region = regions.get(nearQueue.shift() ?? '');
    region?.open();
    if (nearQueue.length > 0) setTimeout(next, 0);
    else nearLoopRunning = false;
  };
  setTimeout(next, 0);
}

let idleLoopRunning = false;

/** After load, one waiting region per idle period, in page order. */
function openWhenIdle(): void {
  if (idleLoopRunning) return;
  idleLoopRunning = true;
  const schedule = (work: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 2_000 }) : window.setTimeout(work, 50);
  const next = () => {
    while (waiting.length > 0 && regions.get(waiting[0] as string)?.opened) waiting.shift();
    const id = waiting.shift();
    if (id === undefined) {
      idleLoopRunning = false;
      return;
    }
    regions.get(id)?.open();
    schedule(next);
  };
  if (document.readyState === 'complete') schedule(next);
  else window.addEventListener('load', () => schedule(next), { once: true });
}

/**
 * Whether the region may take its parent's renders: false only while it waits to hydrate. It
 * opens in a transition, so React adopts it in slices with input handled in between (a press
 * inside it is adopted at once anyway, by React itself: see openOnInput).
 */
function useRegionOpen(id: string, waits: boolean): boolean {
  if (waits) regionFor(id);
  const [open, setOpen] = useState(!waits);
  useEffect(() => {
    const region = regions.get(id);
    if (open || !region) return;
    const take = () => startTransition(() => setOpen(true));
    if (region.opened) return take();
    region.listeners.add(take);
    return () => void region.listeners.delete(take);
  }, [id, open]);
  return open;
}

function WaitWhileHydrating({ id, children }: { id: string; children: ReactNode }) {
  if (!useHydrated() && typeof document !== 'undefined') use(regionFor(id).gate);
  return (
    <>
      {children}
      <Adopted id={id} />
    </>
  );
}

/** Runs once the region's content is React's: what the early-input script held can be done now. */
function Adopted({ id }: { id: string }) {
  useEffect(() => {
    elementOf(id)?.setAttribute(REGION_DONE_ATTRIBUTE, '');
    earlyInput()?.replay();
  }, [id]);
  return null;
}

/** The boundary skips its parent's renders while the region waits (see above). */
const RegionBoundary = memo(
  function RegionBoundary({ id, children }: { id: string; open: boolean; children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <WaitWhileHydrating id={id}>{children}</WaitWhileHydrating>
      </Suspense>
    );
  },
  (_previous, next) => !next.open,
);

/** A part of the page that hydrates on its own, later than the first screen (see above). */
export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId();
  // While hydrating in the browser, the wrapper's server HTML is in the document already.
  const waits = !useHydrated() && typeof document !== 'undefined';
  const open = useRegionOpen(id, waits);
  return (
    <div className="hydrate-later" {...{ [ATTRIBUTE]: id }}>
      <RegionBoundary id={id} open={open}>
        {children}
      </RegionBoundary>
    </div>
  );
}
