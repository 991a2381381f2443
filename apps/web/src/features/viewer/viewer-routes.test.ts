import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACCESS, PERM, isVideoPlayerUrl } from '@prix/shared';
import { mayOpen } from '../../lib/access';
import { documentViewer } from './document-viewers';
import { documentViewerPath } from '../../lib/paths';
import { makeSession } from '../../test/session-fixtures';
import { documentFileUrl, problemOf } from './document-file';
import { playerSrc, videoToken } from './video-page';
import { ZOOM, zoomIn, zoomOut } from './zoom';

/** SPEC §2.2's ten viewers, each with a sample address and its key (SPEC §6). */
const VIEWERS: [string, string | null][] = [
  ['catalogo-pecas', PERM.docs.catalogoPecas],
  ['lista-precos-pecas', PERM.docs.precosPecas],
  ['lista-precos-rev-virtual', PERM.docs.listaPrecosRevVirtual],
  ['lista-precos-rev-fisica', PERM.docs.listaPrecosRevFisica],
  ['manual-relacionamento-ota', PERM.docs.manualRelacionamentoOta],
  ['manual-boas-praticas-otas', PERM.docs.manualBoasPraticasOtas],
  ['lista-de-ferramentas', PERM.docs.listaFerramentas],
  ['lista-de-relacionamento-revendas', null],
  ['manual-do-programa-prix', PERM.docs.manualPrograma],
  ['ressarcimento-garantia-otas', PERM.docs.ressarcimentoGarantia],
];

const tree = (keys: string[]) => makeSession(keys).permissions;

describe('the /docs/* viewers (SPEC §2.2) and their keys (SPEC §6)', () => {
  it.each(VIEWERS)('%s opens with its key (%s), or to anyone signed in when it has none', (id, key) => {
    const viewer = documentViewer(id);
    expect(viewer?.title).toBeTruthy();
    expect(mayOpen(viewer!.access, tree([]))).toBe(key === null);
    if (key) expect(mayOpen(viewer!.access, tree([key]))).toBe(true);
    // Never another document's key.
    const other = VIEWERS.map(([, k]) => k).find((k) => k && k !== key)!;
    expect(mayOpen(viewer!.access, tree([other]))).toBe(key === null);
  });

  it('follows the server: the same rule as documentAccess, and the files register staff open every viewer', () => {
    for (const [id] of VIEWERS) {
      const rule = DOCUMENT_ACCESS[id] ?? PERM.docs.manualPrograma;
      expect(mayOpen(documentViewer(id)!.access, tree(rule === 'signedIn' ? [] : [rule]))).toBe(true);
      expect(mayOpen(documentViewer(id)!.access, tree([PERM.cadastro.arquivo, 'cadastro']))).toBe(true);
    }
  });

  it('any programme: manual-do-programa-{programa}, but not the bare prefix', () => {
    expect(documentViewer('manual-do-programa-prix-mais')?.title).toBe('Manual do Programa de Parceiros');
    expect(documentViewer('manual-do-programa-')).toBeNull();
  });

  it('has no viewer for identifiers SPEC §2.2 does not list (resources, page buttons, anything else)', () => {
    for (const id of [
      'documento-defesa-infracao',
      'catalogo-geral',
      'simulador-pedido',
      'x',
      '..',
      undefined,
    ])
      expect(documentViewer(id)).toBeNull();
  });

  it('maps each address to its /api/docs file: by file name, or the latest document of the button', () => {
    expect(documentFileUrl('lista-precos-pecas', 'Lista de preços 2026')).toBe(
      '/api/docs/lista-precos-pecas/Lista%20de%20pre%C3%A7os%202026',
    );
    expect(documentFileUrl('catalogo-pecas', undefined)).toBe('/api/docs/catalogo-pecas.pdf');
    expect(documentFileUrl('lista-de-relacionamento-revendas')).toBe(
      '/api/docs/lista-de-relacionamento-revendas.pdf',
    );
    // A slash in a file name stays inside its segment.
    expect(documentFileUrl('lista-de-ferramentas', '../x/y.pdf')).toBe(
      '/api/docs/lista-de-ferramentas/..%2Fx%2Fy.pdf',
    );
    expect(documentViewerPath('lista-precos-pecas', 'a b.pdf')).toBe('/docs/lista-precos-pecas/a%20b.pdf');
    expect(documentViewerPath('catalogo-pecas')).toBe('/docs/catalogo-pecas');
  });

  it('reads what pdf.js reports: 403 no permission, 404 not found, 401 signed out, anything else failed', () => {
    const response = (status: number) => Object.assign(new Error('x'), { name: 'ResponseException', status });
    expect(problemOf(response(403))).toBe('forbidden');
    expect(problemOf(response(404))).toBe('notFound');
    expect(problemOf(response(401))).toBe('signedOut');
    expect(problemOf(response(500))).toBe('failed');
    expect(problemOf(new Error('Invalid PDF structure.'))).toBe('failed');
    expect(problemOf(null)).toBe('failed');
  });
});

describe('the video page', () => {
  it('takes the token of ?url= (SPEC), or of ?v= (the carousel), else the default', () => {
    expect(videoToken(new URLSearchParams('url=abc&v=def'))).toBe('abc');
    expect(videoToken(new URLSearchParams('v=def'))).toBe('def');
    expect(videoToken(new URLSearchParams(''))).toBe('padrao');
  });

  it('loops the default video only', () => {
    expect(playerSrc('https://player.vimeo.com/video/76979871', true)).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&loop=1&muted=1',
    );
    expect(playerSrc('https://player.vimeo.com/video/76979871', false)).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('frames only player addresses of the allowed host', () => {
    expect(isVideoPlayerUrl('https://player.vimeo.com/video/76979871')).toBe(true);
    for (const bad of [
      'https://player.vimeo.com.evil.example/video/76979871',
      'http://player.vimeo.com/video/76979871',
      'https://player.vimeo.com/video/76979871/../../x',
      'https://evil.example/https://player.vimeo.com/video/76979871',
      'javascript:alert(1)',
    ])
      expect(isVideoPlayerUrl(bad), bad).toBe(false);
  });
});

describe('zoom', () => {
  it('steps in and out around the fitted width, within its limits, and comes back to it', () => {
    expect(zoomIn(ZOOM.fit)).toBe(1.25);
    expect(zoomOut(zoomIn(ZOOM.fit))).toBe(ZOOM.fit);
    expect(zoomIn(zoomOut(ZOOM.fit))).toBe(ZOOM.fit);
    let zoom: number = ZOOM.fit;
    for (let i = 0; i < 20; i++) zoom = zoomIn(zoom);
    expect(zoom).toBe(ZOOM.max);
    for (let i = 0; i < 20; i++) zoom = zoomOut(zoom);
    expect(zoom).toBe(ZOOM.min);
  });
});
