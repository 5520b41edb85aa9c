// Issue #9's XSS corpus. Every payload calls window.__xss(n) if it ever runs, so a test can
// tell exactly which one got through; each sits next to harmless text that must stay visible.
const call = (n: number) => `__xss(${n})`;

export const XSS_PAYLOADS: string[] = [
  `<script>${call(1)}</script>`,
  `<img src=x onerror="${call(2)}">`,
  `<svg onload="${call(3)}"><circle r="1"/></svg>`,
  `<a href="jav&#x09;ascript:${call(4)}">entity link</a>`,
  `<a href="&#106;avascript:${call(5)}">decimal entity link</a>`,
  `<iframe srcdoc="<script>parent.${call(6)}</script>"></iframe>`,
  `<noscript><p title="</noscript><img src=x onerror=${call(7)}>"></noscript>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${call(8)}></style></mglyph></table></mtext></math>`,
  `<form action="javascript:${call(9)}"><button id="xss-submit">go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${call(10)}">`,
  `<div style="width: expression(${call(11)}); background:url(javascript:${call(11)})">styled</div>`,
  `<details open ontoggle="${call(12)}"><summary>toggle</summary></details>`,
  `<svg><a xlink:href="javascript:${call(13)}"><text y="10">svg link</text></a></svg>`,
  `<body onload="${call(14)}">`,
  `<object data="javascript:${call(15)}"></object><embed src="javascript:${call(15)}">`,
  `<svg><animate onbegin="${call(16)}" attributeName="x" dur="1s"/></svg>`,
];

/** Text the sanitiser must keep: content is shown, not dropped. */
export const HARMLESS_TEXT = 'Stainless steel, easy to clean';

export const HOSTILE_HTML = `<p>${HARMLESS_TEXT}</p>${XSS_PAYLOADS.join('\n')}`;

/** A name is plain text everywhere; rendering it as markup would run the handler. */
export const HOSTILE_NAME = `Hostile Fryer <img src=x onerror=${call(100)}>`;

/** Seeded rows the other journeys never read. */
export const HOSTILE_PRODUCT_ID = 99_999;
