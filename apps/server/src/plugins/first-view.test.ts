import { describe, expect, it } from 'vitest';
import { isPhone, placesAtOnce } from './first-view.js';
import { withFirstView } from './web-app.js';

const PAGE = `<!doctype html><html><head><title>Portal de Parceiros Prix</title>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B.js">
</head><body><div id="root"></div></body></html>`;

describe('a signed-in page with its first view', () => {
  const page = withFirstView(PAGE, {
    root: '<main><h1>Olá, Marcos</h1></main>',
    head: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    title: 'Home | Portal de Parceiros Prix',
    state: '{"nome":"\\u003c/script>"}',
  });

  it('carries the content in the root, the styles in the head and the state as data', () => {
    expect(page).toContain('<div id="root" inert><main><h1>Olá, Marcos</h1></main></div>');
    expect(page).toContain('<style data-emotion="css abc">.css-abc{color:red}</style></head>');
    expect(page).toContain('<title>Home | Portal de Parceiros Prix</title>');
    expect(page).toContain(
      '<script type="application/json" id="prix-primeira-tela">{"nome":"\\u003c/script>"}</script></body>',
    );
  });

  it('keeps the entry but names no other script: React comes after the page is painted', () => {
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
    expect(page).not.toContain('modulepreload');
  });

  it('escapes the title', () => {
    const other = withFirstView(PAGE, { root: '', head: '', title: 'A <b> & "c"', state: '{}' });
    expect(other).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
  });
});

describe('the screen a first view assumes', () => {
  it('is a phone by the Client Hint, which wins over the User-Agent', () => {
    expect(isPhone({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(
      isPhone({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' }),
    ).toBe(false);
  });

  it('is a phone by the User-Agent without the hint', () => {
    expect(isPhone({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' })).toBe(true);
    expect(isPhone({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140' })).toBe(false);
    expect(isPhone({})).toBe(false);
  });
});

describe('the first views drawn at once', () => {
  it('admits up to the limit, refuses the next, and frees a place once, however often it is released', () => {
    const places = placesAtOnce(2);
    const first = places.enter();
    const second = places.enter();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(places.enter()).toBeNull();
    first!();
    first!();
    const third = places.enter();
    expect(third).toBeTypeOf('function');
    expect(places.enter()).toBeNull();
    second!();
    third!();
    expect(places.enter()).toBeTypeOf('function');
    expect(places.enter()).toBeTypeOf('function');
    expect(places.enter()).toBeNull();
  });
});
