import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesLoaded, type Manifest } from '@prix/shared/vite-manifest';
import { checkBuild, fileSizes, LOGIN_BUDGET, ROUTE_AREAS } from './bundle-budget';

/** Bytes that do not compress (a fixed pseudo-random sequence): a file of n of them weighs about n compressed. */
function incompressible(size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(size);
  let x = seed || 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

const KB = 1000;
const LOGIN = 'src/app/pages/login-page.tsx';
const START = 'src/app/start-in-browser.tsx';

/** A build as Vite leaves it: every route area of ROUTE_AREAS, with the given JavaScript sizes (bytes). */
function fixtureManifest(loginSize: number): { manifest: Manifest; sizes: Record<string, number> } {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-a1.js',
      isEntry: true,
      imports: ['_react-b2.js'],
      dynamicImports: [START, LOGIN, 'src/app/shell-area.tsx'],
    },
    '_react-b2.js': { file: 'assets/react-b2.js' },
    [START]: { file: 'assets/start-in-browser-f6.js', isDynamicEntry: true, imports: ['_react-b2.js'] },
    '_shared-c3.js': { file: 'assets/shared-c3.js', imports: ['_react-b2.js'] },
    [LOGIN]: {
      file: 'assets/login-page-d4.js',
      isDynamicEntry: true,
      imports: ['index.html', '_react-b2.js'],
    },
  };
  const sizes: Record<string, number> = {
    'assets/index-a1.js': 10 * KB,
    'assets/react-b2.js': 60 * KB,
    'assets/shared-c3.js': 50 * KB,
    'assets/login-page-d4.js': loginSize,
    'assets/start-in-browser-f6.js': 1 * KB,
  };
  for (const area of ROUTE_AREAS) {
    for (const key of area.modules) {
      if (manifest[key]) continue;
      const file = `assets/${path.basename(key).replace(/\.tsx?$/, '')}-e5.js`;
      // A public page, like the login, loads no chunk the signed-in frame shares.
      const isPublic = /^src\/features\/(onde-comprar|seja-parceiro|seus-dados)\//.test(key);
      manifest[key] = {
        file,
        isDynamicEntry: true,
        imports: ['index.html', isPublic ? '_react-b2.js' : '_shared-c3.js'],
      };
      sizes[file] = isPublic ? 5 * KB : 20 * KB;
    }
  }
  return { manifest, sizes };
}

async function writeBuild(dir: string, manifest: Manifest, sizes: Record<string, number>) {
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  let seed = 7;
  for (const [file, size] of Object.entries(sizes)) {
    const bytes = incompressible(size, seed++);
    // Its compressed siblings, as the build writes them: incompressible, they weigh what the file does (the
    // check would otherwise compress every file at brotli's highest quality, seconds per fixture).
    for (const suffix of ['', '.br', '.gz']) await writeFile(path.join(dir, file + suffix), bytes);
  }
}

describe('bundle budget', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /**
   * A fixture build in a temporary directory, `change`d before it is written: `run` checks it as it is on disk
   * (`rewrite` writes the sizes again after a change), `at` is where its files are.
   */
  async function fixtureBuild(
    change: (manifest: Manifest, sizes: Record<string, number>) => void = () => undefined,
    loginSize = 5 * KB,
  ) {
    const at = await mkdtemp(path.join(tmpdir(), 'prix-budget-'));
    dir = at;
    const { manifest, sizes } = fixtureManifest(loginSize);
    change(manifest, sizes);
    await writeBuild(at, manifest, sizes);
    return {
      manifest,
      sizes,
      at,
      rewrite: () => writeBuild(at, manifest, sizes),
      run: (options?: Parameters<typeof checkBuild>[2]) => {
        const lines: string[] = [];
        const ok = checkBuild(at, (line) => lines.push(line), options);
        return { ok, lines, output: lines.join('\n') };
      },
    };
  }

  const check = async (loginSize: number) => (await fixtureBuild(undefined, loginSize)).run();

  it('counts an area’s chunk and its static imports, transitively, each file once, never the lazy ones', () => {
    const { manifest } = fixtureManifest(5 * KB);
    expect(filesLoaded(manifest, ['index.html', LOGIN])).toEqual([
      'assets/index-a1.js',
      'assets/login-page-d4.js',
      'assets/react-b2.js',
    ]);
    expect(filesLoaded(manifest, ['index.html', 'src/app/shell-area.tsx'])).toContain('assets/shared-c3.js');
  });

  it("reads a file's compressed size from the sibling the build wrote, and compresses one that has none", async () => {
    const at = await mkdtemp(path.join(tmpdir(), 'prix-budget-'));
    dir = at;
    const code = Buffer.from('export const a = 1;\n'.repeat(500));
    await writeFile(path.join(at, 'with.js'), code);
    await writeFile(path.join(at, 'with.js.br'), Buffer.alloc(123));
    await writeFile(path.join(at, 'with.js.gz'), Buffer.alloc(456));
    await writeFile(path.join(at, 'without.js'), code);
    const sizes = fileSizes(at);
    expect(sizes('with.js')).toEqual({ raw: code.length, brotli: 123, gzip: 456 });
    const compressed = sizes('without.js');
    expect(compressed.raw).toBe(code.length);
    expect(compressed.brotli).toBeGreaterThan(0);
    expect(compressed.brotli).toBeLessThan(code.length / 10);
    expect(compressed.gzip).toBeGreaterThan(0);
    expect(compressed.gzip).toBeLessThan(code.length / 10);
  });

  it('fails a build whose chunks import one another in a circle, naming them', async () => {
    const build = await fixtureBuild((manifest) => {
      manifest['_react-b2.js']!.imports = ['_shared-c3.js'];
    });
    const { ok, lines } = build.run();
    expect(ok).toBe(false);
    expect(lines).toContain(
      'Chunks que se importam em círculo: assets/react-b2.js → assets/shared-c3.js → assets/react-b2.js.',
    );
  });

  it('passes a build whose login page is within its budget, and prints the table', async () => {
    const { ok, output } = await check(5 * KB);
    expect(ok).toBe(true);
    expect(output).toMatch(
      /\| \/acesso\/login \| 4 \| 76\.0 kB \| 7\d\.\d kB \| 7\d\.\d kB \| 110\.0 kB \/ 125\.0 kB \| sim \|/,
    );
  });

  it('fails a build whose login page loads more than 110 kB of brotli', async () => {
    // 10 + 60 + 45 kB of incompressible code: about 115 kB however it is compressed.
    const { ok, output } = await check(45 * KB);
    expect(LOGIN_BUDGET.brotli).toBe(110 * KB);
    expect(ok).toBe(false);
    expect(output).toContain('Orçamento excedido em /acesso/login');
    expect(output).toMatch(/\| \/acesso\/login \| .* \| NÃO \|/);
  });

  it('fails a build where another route loads more than 230 kB of brotli', async () => {
    const build = await fixtureBuild((_, sizes) => (sizes['assets/shared-c3.js'] = 200 * KB));
    const { ok, output } = build.run();
    expect(ok).toBe(false);
    expect(output).toContain('Orçamento excedido em /home:');
  });

  it('lets a route recorded in ALLOWANCES stay over its budget up to its ceiling, unless --strict', async () => {
    // 'Meus dados': entry 10 + react 60 + shell 20 + shared 50 + page 100 = 240 kB: over 230, under the 249 kB
    // ceiling recorded for it here.
    const build = await fixtureBuild(
      (manifest, sizes) => (sizes[manifest['src/registers/views/meu-perfil-page.tsx']!.file] = 100 * KB),
    );
    const allowances = { '/meu-perfil/*': { brotli: 249 * KB, gzip: 282 * KB } };
    const { ok, output } = build.run({ allowances });
    expect(ok).toBe(true);
    expect(output).toMatch(/\| \/meu-perfil\/\* \| .* \| não: tolerado até/);
    expect(output).toMatch(/\| \/cadastro\/\*\/lista \| .* \| sim \|/);
    expect(build.run({ allowances, strict: true }).ok).toBe(false);
    // None is recorded today: the same build fails the check.
    expect(build.run().ok).toBe(false);
  });

  it('holds what a page has after its first paint to a ceiling of its own, not the route budget', async () => {
    // /docs with pdf.js: entry 10 + react 60 + shell 20 + shared 50 + viewer 20 + pdf.js 150 = 310 kB.
    const pdfjs = (manifest: Manifest) => manifest['src/features/viewer/pdf-viewer.tsx']!.file;
    const build = await fixtureBuild((manifest, sizes) => (sizes[pdfjs(manifest)] = 150 * KB));
    const within = build.run({ strict: true });
    expect(within.ok).toBe(true);
    expect(within.output).toMatch(/\| \/docs\/\* \(com o pdf\.js\) \| .* \| sim \(teto após a pintura\) \|/);
    // Past its ceiling (338 kB) it fails like any route.
    build.sizes[pdfjs(build.manifest)] = 200 * KB;
    await build.rewrite();
    const over = build.run();
    expect(over.ok).toBe(false);
    expect(over.output).toContain('Orçamento excedido em /docs/* (com o pdf.js)');
  });

  it('fails a build whose /home or whose form at first paint downloads zod, not its validation part (KEPT_OUT)', async () => {
    const { manifest, at, run } = await fixtureBuild();
    const validation = manifest['src/registers/form/form-validation.ts']!.file;
    await writeFile(path.join(at, validation), 'const t=L(`$ZodType`,()=>{});');
    expect(run().ok).toBe(true);
    // In the form's own chunk: every form would download it before it paints (decision 0037).
    const form = manifest['src/registers/register-detail.tsx']!.file;
    await writeFile(path.join(at, form), 'const t=L(`$ZodType`,()=>{});');
    const inForm = run();
    expect(inForm.ok).toBe(false);
    expect(inForm.lines).toContain(
      `/cadastro/*/detalhe baixa zod (${form}): deveria vir só com as páginas que o usam.`,
    );
    // The same code in a chunk the shell imports: every page would download it.
    await writeFile(path.join(at, form), 'const t=1;');
    await writeFile(path.join(at, 'assets/shared-c3.js'), 'const t=L(`$ZodType`,()=>{});');
    const inShell = run();
    expect(inShell.ok).toBe(false);
    expect(inShell.lines).toContain(
      '/home baixa zod (assets/shared-c3.js): deveria vir só com as páginas que o usam.',
    );
    expect(inShell.output).not.toContain('/acesso/login baixa zod');
  });

  it('fails a build whose new lazy page downloads zod: only the forms KEPT_OUT names may', async () => {
    // A page no row of the table names (measured as a page inside the shell) that reads with zod.
    const page = 'src/features/nova/nova-page.tsx';
    const { at, run } = await fixtureBuild((manifest, sizes) => {
      manifest[page] = { file: 'assets/nova-page-f6.js', isDynamicEntry: true, imports: ['index.html'] };
      sizes['assets/nova-page-f6.js'] = 5 * KB;
    });
    expect(run().ok).toBe(true);
    await writeFile(path.join(at, 'assets/nova-page-f6.js'), 'const t=L(`$ZodType`,()=>{});');
    const { ok, lines } = run();
    expect(ok).toBe(false);
    expect(lines).toContain(
      `(${page}) baixa zod (assets/nova-page-f6.js): deveria vir só com as páginas que o usam.`,
    );
  });

  it('fails when a route area named in the table is missing from the build', async () => {
    const { run } = await fixtureBuild((manifest) => delete manifest[LOGIN]);
    expect(run).toThrow(/login-page\.tsx não está no manifesto/);
  });
});
