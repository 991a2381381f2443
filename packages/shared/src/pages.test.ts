import { describe, expect, it } from 'vitest';
import { PAGE, pagePath, registerListPath, registerPath, registerRecordPath } from './pages.js';

describe('pagePath', () => {
  it('is the address itself for a page without parameters', () => {
    expect(pagePath(PAGE.home)).toBe('/home');
    expect(pagePath(PAGE.privacidadeTitular)).toBe('/privacidade/titular');
  });

  it('leaves an optional parameter out when it is absent, and fills it in encoded', () => {
    expect(pagePath(PAGE.candidaturas)).toBe('/candidaturas');
    expect(pagePath(PAGE.candidaturas, { uuid: 'a b/c' })).toBe('/candidaturas/a%20b%2Fc');
    expect(pagePath(PAGE.documento, { identificador: 'lista-precos-pecas' })).toBe(
      '/docs/lista-precos-pecas',
    );
    expect(pagePath(PAGE.documento, { identificador: 'lista-precos-pecas', nome: 'tabela 1.pdf' })).toBe(
      '/docs/lista-precos-pecas/tabela%201.pdf',
    );
  });

  it('requires a required parameter', () => {
    expect(pagePath(PAGE.sejaParceiroStatus, { token: 'abc_-1' })).toBe('/seja-parceiro/abc_-1');
    // @ts-expect-error: the token is required, by type too
    expect(() => pagePath(PAGE.sejaParceiroStatus)).toThrow('token');
    expect(() => pagePath(PAGE.seusDadosConfirmar, { token: '' })).toThrow('token');
  });

  it("gives a register's screens under /cadastro, the rest of the address as it comes", () => {
    expect(registerPath('cliente')).toBe('/cadastro/cliente');
    expect(registerPath('usuario', 'externo/novo')).toBe('/cadastro/usuario/externo/novo');
    expect(registerListPath('pais')).toBe('/cadastro/pais/lista');
    // A composite key (classe-beneficio's class and benefit) keeps its parts as segments; each part is encoded.
    expect(registerRecordPath('classe-beneficio', '1000/DSCS')).toBe(
      '/cadastro/classe-beneficio/detalhe/1000/DSCS',
    );
    expect(registerRecordPath('cliente', 'a b#')).toBe('/cadastro/cliente/detalhe/a%20b%23');
  });
});
