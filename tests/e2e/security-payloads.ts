// Hostile inputs shared by the security e2e spec and the unit tests of tests/unit/security: the XSS payloads
// planted in server data, and the `continue` values a login link may carry.

/** The global a payload calls when it runs: the e2e spec defines it (and records the call) before the app. */
export const SENTINEL = '__xssHit';

const hit = (n: number) => `${SENTINEL}(${n})`;

/**
 * Each payload calls the sentinel with its own number when it manages to run. Plain event handlers, entity-
 * and case-obfuscated ones, javascript: URLs in every attribute that takes one, frames, styles, mutation XSS
 * (markup that changes meaning when serialised and parsed again), breaks out of attributes and textareas, and
 * template injection for any engine that evaluates {{ }} or ${ }.
 */
export const XSS_PAYLOADS: readonly string[] = [
  `<img src="x" onerror="${hit(1)}">`,
  `<svg onload="${hit(2)}"><circle r="1"></circle></svg>`,
  `<script>${hit(3)}</script>`,
  `<a href="javascript:${hit(4)}">open</a>`,
  `<iframe srcdoc="<script>parent.${hit(5)}</script>"></iframe>`,
  `<div style="background-image:url(javascript:${hit(6)});width:expression(${hit(6)})">styled</div>`,
  `<img src=x onerror="&#95;&#95;xssHit&#40;7&#41;">`,
  `<a href="&#106;&#97;vascript&#58;${hit(8)}">encoded link</a>`,
  `<noscript><p title="</noscript><img src=x onerror=${hit(9)}>"></noscript>`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=x onerror=${hit(10)}&gt;"></style></mglyph></table></mtext></math>`,
  `</textarea><img src=x onerror=${hit(11)}>`,
  `{{constructor.constructor('${hit(12)}')()}}`,
  `<details open ontoggle="${hit(13)}"><summary>more</summary>details</details>`,
  `<input autofocus onfocus="${hit(14)}">`,
  `<object data="javascript:${hit(15)}"></object><embed src="javascript:${hit(15)}">`,
  `<form action="javascript:${hit(16)}"><button formaction="javascript:${hit(16)}">go</button></form>`,
  `<svg><a xlink:href="javascript:${hit(17)}"><text x="10" y="10">svg link</text></a></svg>`,
  `<base href="javascript:${hit(18)}//"><meta http-equiv="refresh" content="0;url=javascript:${hit(18)}">`,
  `"><img src=x onerror=${hit(19)}>`,
  `<IMG SRC=x OnErRoR=${hit(20)}>`,
  `<svg/onload=${hit(21)}>`,
  `<a href=" &#x09;jAvAsCrIpT:${hit(22)}">spaced link</a>`,
  `<svg><animate onbegin="${hit(23)}" attributeName="x" dur="1s"></animate></svg>`,
  `\${${hit(24)}}<video><source onerror="${hit(24)}"></video>`,
  `<svg><style><img src=x onerror=${hit(25)}></style></svg>`,
  `<p id="</p><img src=x onerror=${hit(26)}>">attribute</p>`,
];

/** `continue` values that must never take a signed-in user off the origin (or run a script). */
export const HOSTILE_CONTINUE: readonly string[] = [
  '//evil.example',
  'https://evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  `javascript:${hit(101)}`,
  '%2F%2Fevil.example',
  '/%09/evil.example',
  'http:evil.example',
  'data:text/html,<script>alert(1)</script>',
  '  //evil.example',
  'HTTPS://EVIL.EXAMPLE',
  `JaVaScRiPt:${hit(102)}`,
  // The unit test takes every value; signing in costs ~2 s in the browser, so the e2e check stops above.
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  '///evil.example',
];

/** The hostile values the e2e check signs in with: one of each trick (the unit test takes them all). */
export const HOSTILE_CONTINUE_SIGN_IN = HOSTILE_CONTINUE.slice(0, 12);

/** Same-origin paths a `continue` may carry, and where they lead. */
export const GOOD_CONTINUE: readonly (readonly [string, string])[] = [
  ['/send-money', '/send-money'],
  ['/transactions?page=2', '/transactions?page=2'],
  ['/accounts/USD?tab=history#top', '/accounts/USD?tab=history#top'],
  ['/invoices/builder/inv_0001', '/invoices/builder/inv_0001'],
  ['/my-contacts/ct_0001', '/my-contacts/ct_0001'],
];
