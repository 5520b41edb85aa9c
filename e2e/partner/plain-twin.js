// The plain twin (`?plain`): the same page without the hostile sheet, for the screenshots
// the hostile page is compared with. A blocking script in <head>: removed before the first paint.
if (new URLSearchParams(location.search).has('plain')) document.getElementById('hostile').remove();
