// happy-dom leaves `display` empty in computed styles for elements that are inline by
// default (a, span, mark...), where a browser and jsdom say 'inline'. Testing Library's
// accessible-name rules take an empty display for a block, so 'Deep <mark>Fry</mark>ers'
// would be named 'Deep Fry ers'. The initial value of `display` is `inline` (CSS 2.2, 9.2.4).
export function defaultDisplayToInline(win: Window & typeof globalThis = window): void {
  const original = win.getComputedStyle.bind(win);
  win.getComputedStyle = (element, pseudoElement) => {
    const style = original(element, pseudoElement);
    if (style.display !== '') return style;
    return new Proxy(style, {
      get(target, property) {
        if (property === 'display') return 'inline';
        if (property === 'getPropertyValue') return (name: string) => (name === 'display' ? 'inline' : target.getPropertyValue(name));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
}
