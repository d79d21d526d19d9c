/**
 * Cross-site scripting payloads for the page tests, written for this project from the
 * families of the OWASP XSS Filter Evasion and XSS Prevention cheat sheets and the public
 * payload collections (script tags, event handlers, javascript: URLs and their encodings,
 * attribute and element breakouts, SVG/MathML namespace confusion, mutation XSS, markdown
 * link and image syntax, JSON-LD script breakouts, polyglots).
 *
 * Every payload, if it ran, would call alert/confirm/prompt or set `window.__xssRan`; the
 * browser tests replace those functions with counters and also count real dialogs, so one
 * execution anywhere fails the test.
 */

const CALL = 'alert(1)';

/** Hand-written payloads, one per known trick. */
const handWritten: string[] = [
  // Script elements
  `<script>${CALL}</script>`,
  `<SCRIPT>${CALL}</SCRIPT>`,
  `<ScRiPt>${CALL}</sCrIpT>`,
  `<script >${CALL}</script >`,
  `<script type="text/javascript">${CALL}</script>`,
  `<script type="module">${CALL}</script>`,
  `<script src="data:text/javascript,${CALL}"></script>`,
  `<script/src="data:,${CALL}"></script>`,
  `<script>window.__xssRan=1</script>`,
  `<scr<script>ipt>${CALL}</scr</script>ipt>`,
  `<<script>${CALL}//<</script>`,
  `<script\n>${CALL}</script\n>`,
  `<script>eval('al'+'ert(1)')</script>`,
  `<script>setTimeout('${CALL}')</script>`,
  `<script>[].constructor.constructor('${CALL}')()</script>`,
  `<script>top['al'+'ert'](1)</script>`,
  `<script>self[atob('YWxlcnQ=')](1)</script>`,
  `<script>window.onerror=alert;throw 1</script>`,
  `<script>\\u0061lert(1)</script>`,
  `<script>confirm(1)</script>`,
  `<script>prompt(1)</script>`,
  // Breaking out of the place the text lands
  `"><script>${CALL}</script>`,
  `'><script>${CALL}</script>`,
  `"><img src=x onerror=${CALL}>`,
  `'><img src=x onerror=${CALL}>`,
  `</title><script>${CALL}</script>`,
  `</textarea><script>${CALL}</script>`,
  `</script><script>${CALL}</script>`,
  `</style><script>${CALL}</script>`,
  `--><script>${CALL}</script>`,
  `]]><script>${CALL}</script>`,
  `</noscript><script>${CALL}</script>`,
  `</option></select><script>${CALL}</script>`,
  `" autofocus onfocus="${CALL}`,
  `' autofocus onfocus='${CALL}`,
  `" onmouseover="${CALL}" x="`,
  `javascript:${CALL}`,
  `" style="animation-name:spin" onanimationstart="${CALL}`,
  `</a><a href="javascript:${CALL}">x</a>`,
  `<!--<img src="--><img src=x onerror=${CALL}//">`,
  `<![CDATA[<script>${CALL}</script>]]>`,
  // Namespace confusion and mutation XSS (known DOMPurify and browser parser bypasses)
  `<svg><style><img src=x onerror=${CALL}></style></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${CALL}>`,
  `<math><mtext><table><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${CALL} src=1>">`,
  `<noscript><p title="</noscript><img src=x onerror=${CALL}>">`,
  `<svg></p><style><a id="</style><img src=1 onerror=${CALL}>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${CALL}>`,
  `<svg><foreignObject><img src=x onerror=${CALL}></foreignObject></svg>`,
  `<svg><script>${CALL}</script></svg>`,
  `<svg><script href="data:,${CALL}"/></svg>`,
  `<svg><a xlink:href="javascript:${CALL}"><text x="20" y="20">x</text></a></svg>`,
  `<svg><animate onbegin=${CALL} attributeName=x dur=1s>`,
  `<svg><set attributeName="onload" to="${CALL}"/></svg>`,
  `<svg><animate attributeName="href" values="javascript:${CALL}"/><a><text>x</text></a></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${CALL}'/></svg>#x"/></svg>`,
  `<math href="javascript:${CALL}">x</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${CALL}">x</maction></math>`,
  `<template><img src=x onerror=${CALL}></template>`,
  `<xmp><img src=x onerror=${CALL}></xmp>`,
  `<listing><img src=x onerror=${CALL}></listing>`,
  `<plaintext><img src=x onerror=${CALL}>`,
  `<title><img src=x onerror=${CALL}></title>`,
  `<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>`,
  `<iframe src="javascript:${CALL}"></iframe>`,
  `<iframe src="data:text/html,<script>parent.alert(1)</script>"></iframe>`,
  `<object data="javascript:${CALL}"></object>`,
  `<object data="data:text/html,<script>${CALL}</script>"></object>`,
  `<embed src="data:text/html,<script>${CALL}</script>">`,
  `<embed src="javascript:${CALL}">`,
  `<base href="javascript:/a/-alert(1)///////"><a href=../x>x</a>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${CALL}">`,
  `<link rel="stylesheet" href="javascript:${CALL}">`,
  `<style>@import 'javascript:${CALL}';</style>`,
  `<div style="background-image:url(javascript:${CALL})">x</div>`,
  `<div style="width:expression(${CALL})">x</div>`,
  `<form action="javascript:${CALL}"><button>x</button></form>`,
  `<form><button formaction="javascript:${CALL}">x</button></form>`,
  `<isindex type=image src=1 onerror=${CALL}>`,
  `<input type="image" src=x onerror=${CALL}>`,
  `<a href="javascript:${CALL}" id="xss-click">click</a>`,
  `<a href="&#106;avascript:${CALL}">x</a>`,
  `<a href="&#x6A;avascript:${CALL}">x</a>`,
  `<a href="jav&#x09;ascript:${CALL}">x</a>`,
  `<a href="jav&#x0A;ascript:${CALL}">x</a>`,
  `<a href=" javascript:${CALL}">x</a>`,
  `<a href="JaVaScRiPt:${CALL}">x</a>`,
  `<a href="javascript&colon;${CALL}">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>`,
  `<img src="jav	ascript:${CALL}">`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<img """><script>${CALL}</script>">`,
  `<img src=\`x\`onerror=${CALL}>`,
  `<img/src/onerror=${CALL}>`,
  `<img src=x onerror="&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041">`,
  `<img src=x onerror=\\u0061lert(1)>`,
  `<img src=1 onerror=window.__xssRan=1>`,
  `<IMG SRC=x OnErRoR=${CALL}>`,
  `<img src=x onerror   =   ${CALL}>`,
  `<img src=x oNeRrOr=${CALL}//`,
  `<img src=x onerror=${CALL}`,
  `<body onload=${CALL}>`,
  `<body onpageshow=${CALL}>`,
  `<frameset onload=${CALL}>`,
  `<details open ontoggle=${CALL}>`,
  `<video><source onerror=${CALL}></video>`,
  `<audio src=x onerror=${CALL}>`,
  `<marquee onstart=${CALL}>x</marquee>`,
  `<select autofocus onfocus=${CALL}>`,
  `<textarea autofocus onfocus=${CALL}>`,
  `<keygen autofocus onfocus=${CALL}>`,
  `<div contenteditable autofocus onfocus=${CALL}>x</div>`,
  `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart=${CALL}></div>`,
  `<div onpointerenter=${CALL} style="position:fixed;inset:0">x</div>`,
  `<x onclick=${CALL} id=xss-click-2>click</x>`,
  `<a id=x tabindex=1 onfocusin=${CALL}></a>`,
  `<svg onload=${CALL}>`,
  `<svg/onload=${CALL}>`,
  `<svg onload=${CALL}//`,
  `<svg><g onload=${CALL}></g></svg>`,
  `<svg><image href=x onerror=${CALL}></svg>`,
  // Markdown syntax: links, images, autolinks, references, titles, raw HTML blocks
  `[click](javascript:${CALL})`,
  `[click](JaVaScRiPt:${CALL})`,
  `[click](javascript&#58;${CALL})`,
  `[click](&#x6A;avascript:${CALL})`,
  `[click](  javascript:${CALL})`,
  `[click](<javascript:${CALL}>)`,
  `[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `[click](vbscript:msgbox(1))`,
  `[click][ref]\n\n[ref]: javascript:${CALL}`,
  `[click](https://example.com "a" onmouseover="${CALL}")`,
  `[click](https://example.com"onmouseover="${CALL})`,
  `![img](javascript:${CALL})`,
  `![img"onerror="${CALL}](x)`,
  `![img](x"onerror="${CALL})`,
  `![img](https://example.com/x.png"onerror="${CALL})`,
  `<javascript:${CALL}>`,
  `<https://example.com/"onmouseover="${CALL}">`,
  `[a](javascript:this;${CALL})`,
  `[a](javascript://%0A${CALL})`,
  `[a](javascript://example.com%0A${CALL})`,
  `[![img](x)](javascript:${CALL})`,
  '```html\n<script>alert(1)</script>\n```',
  '`<script>alert(1)</script>`',
  `<div>\n\n<script>${CALL}</script>\n\n</div>`,
  `<details>\n<summary>x</summary>\n\n<img src=x onerror=${CALL}>\n</details>`,
  `| a | b |\n|---|---|\n| <img src=x onerror=${CALL}> | <script>${CALL}</script> |`,
  `> <img src=x onerror=${CALL}>`,
  `- <svg onload=${CALL}>`,
  `# <img src=x onerror=${CALL}>`,
  `<p style="x:expression(${CALL})">x</p>`,
  // Polyglots
  `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=alert(1) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert(1)//>\\x3e`,
  `'">><marquee><img src=x onerror=confirm(1)></marquee>"></plaintext\\></|\\><plaintext/onmouseover=prompt(1)><script>prompt(1)</script>@gmail.com<isindex formaction=javascript:alert(/XSS/) type=submit>'-->"></script><script>alert(1)</script>"><img/id="confirm&lpar;1)"/alt="/"src="/"onerror=eval(id&%23x29;>'"><img src="http://i.imgur.com/P8mL8.jpg">`,
  `" onclick=alert(1)//<button ' onclick=alert(1)//> */ alert(1)//`,
  `';alert(String.fromCharCode(88,83,83))//';alert(String.fromCharCode(88,83,83))//";alert(String.fromCharCode(88,83,83))//";alert(String.fromCharCode(88,83,83))//--></SCRIPT>">'><SCRIPT>alert(String.fromCharCode(88,83,83))</SCRIPT>`,
  // Encodings and odd characters
  `%3Cscript%3E${CALL}%3C/script%3E`,
  `&lt;script&gt;${CALL}&lt;/script&gt;`,
  `\\x3cscript\\x3e${CALL}\\x3c/script\\x3e`,
  `\\u003cscript\\u003e${CALL}\\u003c/script\\u003e`,
  `＜script＞${CALL}＜/script＞`,
  `<script\u0000>${CALL}</script>`.replace('\u0000', ''),
  `\u2028<script>${CALL}</script>\u2029`,
  `<scri\u200bpt>${CALL}</scri\u200bpt>`,
  `{{constructor.constructor('${CALL}')()}}`,
  `\${${CALL}}`,
  `<%= ${CALL} %>`,
];

/** Elements with the event handler that fires for each without any user action. */
const autoFiring: [tag: string, handler: string][] = [
  ['img src=x', 'onerror'],
  ['image src=x', 'onerror'],
  ['video src=x', 'onerror'],
  ['audio src=x', 'onerror'],
  ['svg', 'onload'],
  ['body', 'onload'],
  ['iframe', 'onload'],
  ['object data=x', 'onerror'],
  ['input autofocus', 'onfocus'],
  ['select autofocus', 'onfocus'],
  ['textarea autofocus', 'onfocus'],
  ['button autofocus', 'onfocus'],
  ['details open', 'ontoggle'],
  ['style', 'onload'],
  ['link rel=stylesheet href=x', 'onerror'],
  ['script src=x', 'onerror'],
  ['embed src=x', 'onerror'],
  ['track src=x', 'onerror'],
  ['input type=image src=x', 'onerror'],
  ['a href=# autofocus', 'onfocus'],
];

/** Ways to write the handler's value that parsers and filters have been known to miss. */
const handlerForms = [
  (handler: string) => `${handler}=${CALL}`,
  (handler: string) => `${handler}="${CALL}"`,
  (handler: string) => `${handler}='${CALL}'`,
  (handler: string) => `${handler.toUpperCase()}=${CALL}`,
  (handler: string) => `/${handler}=${CALL}`,
  (handler: string) => `${handler}=&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;`,
  (handler: string) => `${handler}=window.__xssRan=1`,
];

const generated: string[] = [];
for (const [tag, handler] of autoFiring) {
  for (const form of handlerForms) {
    const name = tag.split(' ')[0];
    generated.push(`<${tag} ${form(handler)}>${name === 'img' ? '' : `</${name}>`}`);
  }
}

/** URL attributes that would run a javascript: or data: URL, with the scheme's disguises. */
const schemes = [
  `javascript:${CALL}`,
  `JAVASCRIPT:${CALL}`,
  `java\tscript:${CALL}`,
  `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${CALL}`,
  `data:text/html,<script>${CALL}</script>`,
];
const urlCarriers = [
  (url: string) => `<a href="${url}" id="u">x</a>`,
  (url: string) => `<iframe src="${url}"></iframe>`,
  (url: string) => `<form action="${url}"><input type=submit></form>`,
  (url: string) => `<object data="${url}"></object>`,
  (url: string) => `<embed src="${url}">`,
  (url: string) => `[x](${url.replace(/[<>]/g, '')})`,
];
for (const scheme of schemes) {
  for (const carrier of urlCarriers) generated.push(carrier(scheme));
}

export const XSS_PAYLOADS: readonly string[] = [...new Set([...handWritten, ...generated])];

/** Installed before any page script: counts every attempt to run a payload. */
export const XSS_TRAP_SCRIPT = `
  window.__xssRan = 0;
  window.__xssCalls = 0;
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    window[name] = () => { window.__xssCalls += 1; };
  }
`;
