// Turns a contract and a lazily loaded React body into a custom element with r2wc: an open
// shadow root, DOM events dispatched from the host element (r2wc's own event props are
// lowercased, so we dispatch documented `horeca:` events ourselves), and the body with the
// runtime around it (page-wide store, goober bound to the root), fetched on first render.
// The class also reads its contract at the edges a page gets wrong: a flag attribute written
// empty (`<horeca-phone-input required>`, which r2wc would ignore), React 19's `onHoreca…`
// listeners (camelCase DOM names, aliased to the horeca:* events), and a misspelt attribute
// or event name, which TypeScript cannot catch when hyphenated and which warns once instead.
import r2wc from '@r2wc/react-to-web-component';
import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { WidgetConfig } from '../runtime/config';
import { addRuleSheet } from '../runtime/rule-sheets';
import { warnOnce } from '../runtime/warn-once';
import { camelCase, camelEventName, type ElementContract } from './contract';
import { formAssociate } from './form-associated';
import type { HorecaEvents } from './element-events';
import { createLazyBody, type BodyLoader } from './lazy-body';
import { resolveElementConfig } from './element-config';
import { pageConfig, subscribePageConfig } from './page-config';

export { languageOf } from './element-config';

export type Attributes = Record<string, string | undefined>;

/**
 * Dispatches a bubbling, composed event from the host; returns false when it was cancelled.
 * Typed by the element's events as its contract declares them (element-types.ts, generated),
 * so a body cannot send an event or a detail its contract does not document.
 */
export type Emit<Events = HorecaEvents> = <Name extends keyof Events & `horeca:${string}`>(name: Name, detail: Events[Name], cancelable?: boolean) => boolean;

export interface ElementBodyProps<Events = HorecaEvents> {
  attrs: Attributes;
  emit: Emit<Events>;
}

/** r2wc's element callbacks, which CustomElementConstructor does not declare. */
interface CustomElementCallbacks {
  connectedCallback?(): void;
  disconnectedCallback?(): void;
  attributeChangedCallback?(name: string, previous: string | null, next: string | null): void;
}

interface HostProps {
  container?: ShadowRoot | HTMLElement;
  [attribute: string]: unknown;
}

/** Parses a JSON attribute; bad JSON is reported and ignored rather than breaking the element. */
export function parseJsonAttribute<T>(raw: string | undefined, name: string): T | null {
  if (raw === undefined || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    console.error(`Invalid JSON in the ${name} attribute`);
    return null;
  }
}

// No `contain` on the host: containment would trap the fixed-position toasts inside it.
const hostStyle = (display: ElementContract['display']) => `:host{display:${display}}:host([hidden]){display:none}`;

/** Shadow roots that have their host rules: r2wc renders again into the same root on reconnect. */
const hostStyled = new WeakSet<ShadowRoot>();

/** The host rules, in a sheet the root adopts (not a <style> element a strict CSP refuses). */
function useHostStyle(container: HostProps['container'], display: ElementContract['display']) {
  // Before the first paint, so the host never shows with the browser's default display.
  useLayoutEffect(() => {
    if (!(container instanceof ShadowRoot) || hostStyled.has(container)) return;
    hostStyled.add(container);
    addRuleSheet(container, hostStyle(display));
  }, [container, display]);
}

export function createElementClass(contract: ElementContract, load: BodyLoader): CustomElementConstructor {
  const Body = createLazyBody(load);
  function Host({ container, ...rest }: HostProps) {
    // Every attribute is declared to r2wc as a string, so each prop is a string or undefined.
    const attrs = rest as Attributes;
    const host = container instanceof ShadowRoot ? container.host : container;
    const emit = useCallback<Emit>(
      (name, detail, cancelable = false) => {
        const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable });
        return host ? host.dispatchEvent(event) : true;
      },
      [host],
    );
    // Not cancelled: return false so the browser follows the plain link.
    const navigate = useCallback<NonNullable<WidgetConfig['navigate']>>(
      (to, state) => !emit('horeca:navigate', { to, state }, true),
      [emit],
    );
    const { apiBase, storefront, lang, dir, linkBase, storeUrl } = attrs;
    // The page-wide settings (<horeca-config>, configure()); the element's own attributes win.
    const page = useSyncExternalStore(subscribePageConfig, pageConfig, pageConfig);
    const config = useMemo<Partial<WidgetConfig>>(
      () => ({ ...resolveElementConfig({ apiBase, storefront, lang, dir, linkBase, storeUrl }, page, host), navigate }),
      [apiBase, storefront, lang, dir, linkBase, storeUrl, page, host, navigate],
    );
    useHostStyle(container, contract.display);
    return <Body attrs={attrs} emit={emit} config={config} styleTarget={container instanceof ShadowRoot ? container : undefined} />;
  }

  const props = Object.fromEntries(contract.attributes.map((attribute) => [camelCase(attribute.name), 'string' as const]));
  const Base = r2wc(Host, { shadow: 'open', props });

  const flags = new Set(contract.attributes.filter((attribute) => attribute.type === 'flag').map((attribute) => attribute.name));
  const attributeNames = contract.attributes.map((attribute) => attribute.name);
  const eventNames = new Map(contract.events.flatMap((event) => [[event.name, event.name] as const, [camelEventName(event.name), event.name] as const]));
  const list = (names: readonly string[]) => (names.length === 0 ? 'none' : names.join(', '));

  /** The event a listener is for: React 19's `onHorecaAddToCart` listens to 'HorecaAddToCart'. */
  function eventName(type: string): string {
    const name = eventNames.get(type);
    if (name !== undefined) return name;
    if (/^horeca:|^Horeca[A-Z]/.test(type)) {
      warnOnce(`event:${contract.tag}:${type}`, `<${contract.tag}> fires no ${type}: its events are ${list(contract.events.map((event) => event.name))}.`);
    }
    return type;
  }

  class HorecaElement extends Base {
    connectedCallback(): void {
      for (const name of this.getAttributeNames()) {
        if (name.includes('-') && !/^(aria|data)-/.test(name) && !attributeNames.includes(name)) {
          warnOnce(`attribute:${contract.tag}:${name}`, `<${contract.tag}> has no attribute ${name}: its attributes are ${list(attributeNames)}.`);
        }
      }
      for (const name of flags) if (this.getAttribute(name) === '') this.setAttribute(name, 'true');
      (Base.prototype as CustomElementCallbacks).connectedCallback?.call(this);
    }

    // r2wc unmounts the element's React root the moment it leaves the page. When a React app
    // (with the same React) removes it, that is inside the app's commit, which React refuses
    // with a console error; after the commit, and not at all when it was only moved, it is not.
    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) (Base.prototype as CustomElementCallbacks).disconnectedCallback?.call(this);
      });
    }

    attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
      let value = next;
      if (flags.has(name)) {
        if (next === '') return this.setAttribute(name, 'true');
        if (next === null) value = 'false';
      }
      (Base.prototype as CustomElementCallbacks).attributeChangedCallback?.call(this, name, previous, value);
    }

    override addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void {
      super.addEventListener(eventName(type), listener, options);
    }

    override removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void {
      super.removeEventListener(eventNames.get(type) ?? type, listener, options);
    }
  }
  // JSON attributes also take objects as properties: `card.product = { ... }`.
  for (const attribute of contract.attributes.filter((item) => item.type === 'json')) {
    const property = camelCase(attribute.name);
    const base = Object.getOwnPropertyDescriptor(Base.prototype, property);
    Object.defineProperty(HorecaElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return parseJsonAttribute(base?.get?.call(this) as string | undefined, attribute.name);
      },
      set(this: HTMLElement, value: unknown) {
        base?.set?.call(this, typeof value === 'string' ? value : JSON.stringify(value));
      },
    });
  }
  return contract.formAssociated ? formAssociate(HorecaElement, contract.formAssociated) : HorecaElement;
}
