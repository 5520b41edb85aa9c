// The partner's own script, as third-party pages have: it patches fetch (as analytics and
// consent tools do) and listens to every documented horeca: event. Plain JavaScript, no build.
(() => {
  window.partnerLog = { fetches: [], events: [] };
  const originalFetch = window.fetch;
  window.fetch = function patchedFetch(input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    window.partnerLog.fetches.push({ url, method: (init && init.method) || (input && input.method) || 'GET' });
    return originalFetch.call(this, input, init);
  };

  // Every event the elements document (custom-elements.json); a test checks the list is whole.
  window.partnerEvents = ['horeca:add-to-cart', 'horeca:wishlist-change', 'horeca:remove-from-saved', 'horeca:navigate'];
  for (const name of window.partnerEvents) {
    document.addEventListener(name, (event) => {
      const host = event.composedPath()[0];
      window.partnerLog.events.push({ name, detail: event.detail, tag: event.target.localName, from: host && host.localName, cancelable: event.cancelable });
      // The partner routes product links itself instead of leaving the page.
      if (name === 'horeca:navigate') event.preventDefault();
    });
  }
})();
