// Test pages only: `?api=http://host:port` points every widget at another catalogue host,
// for runs against an API on another port. Runs before the module script registers the tags.
(() => {
  const api = new URLSearchParams(location.search).get('api');
  if (api) for (const element of document.querySelectorAll('[api-base]')) element.setAttribute('api-base', api);
})();
