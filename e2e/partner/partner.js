// The partner's own script, as third-party pages have: it patches fetch (as analytics and
// consent tools do) and logs every horeca: event the page sees. Plain JavaScript, no build.
(() => {
  const log = (window.partnerLog = { fetches: [], events: [], dispatched: [] });
  const originalFetch = window.fetch;
  window.fetch = function patchedFetch(input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    log.fetches.push({ url, method: (init && init.method) || (input && input.method) || 'GET' });
    return originalFetch.call(this, input, init);
  };

  // "Every horeca: event", including ones no document names: the partner learns each name from
  // its first dispatch and then listens on the document, as any page script would. An event
  // that is dispatched but never reaches the document (not bubbling, not composed) shows up
  // in `dispatched` and not in `events`.
  const record = (event) => {
    log.events.push({
      name: event.type,
      tag: event.target.localName,
      detail: JSON.parse(JSON.stringify(event.detail ?? null)),
      cancelable: event.cancelable,
    });
    // The partner routes product links itself instead of leaving the page.
    if (event.type === 'horeca:navigate') event.preventDefault();
  };
  const heard = new Set();
  const originalDispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function dispatchEvent(event) {
    if (event.type.startsWith('horeca:')) {
      log.dispatched.push(event.type);
      if (!heard.has(event.type)) {
        heard.add(event.type);
        document.addEventListener(event.type, record);
      }
    }
    return originalDispatch.call(this, event);
  };
})();
