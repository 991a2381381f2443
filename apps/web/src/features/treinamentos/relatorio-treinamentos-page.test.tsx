import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { JSON_PREFIX, PERM } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi } from '../../test/render-app';

const LINHAS = [
  {
    clienteId: '100234',
    nome: 'Balanças Paulista',
    classe: '250',
    tiposParceria: ['REV', 'OT'],
    emDia: 3,
    total: 3,
    conforme: true,
    faltando: [],
  },
  {
    clienteId: '100500',
    nome: 'Balanças do Sul',
    classe: null,
    tiposParceria: ['REV'],
    emDia: 1,
    total: 2,
    conforme: false,
    faltando: ['Segurança elétrica'],
  },
];

function stub(keys: string[], linhas: unknown[] = LINHAS) {
  return stubApi((method, path) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: makeSession(keys) };
    if (path === '/api/treinamentos/relatorio') return { status: 200, body: { linhas } };
    if (method === 'POST' && path === '/api/tipoparceria/keys')
      return {
        status: 200,
        body: [
          { key: 'REV', value: 'Revenda' },
          { key: 'OTA', value: 'Oficina técnica autorizada' },
        ],
      };
    return undefined;
  });
}

/** The import is sent with XMLHttpRequest (upload progress): a stand-in that answers `reply` at once. */
function stubUpload(reply: { status: number; body: unknown }) {
  const sent: { url: string; body: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      sent.push({ url: this.url, body });
      this.status = reply.status;
      this.responseText = JSON_PREFIX + JSON.stringify(reply.body);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const csv = () => new File(['Pessoa;Tipo;Data\n'], 'conclusoes.csv', { type: 'text/csv' });

describe("the mandatory trainings' report", () => {
  it('shows each partner with its class, types, how many are up to date and what is missing', async () => {
    stub([PERM.treinamento.relatorio]);
    renderApp('/relatorio/treinamentos');
    const table = await screen.findByRole('table', { name: 'Treinamentos obrigatórios por parceiro' });
    const [head, first, second] = within(table).getAllByRole('row');
    expect(head!.textContent).toContain('Faltando');
    expect(first!.textContent).toContain('Balanças Paulista');
    expect(first!.textContent).toContain('Prix 250');
    expect(first!.textContent).toContain('REV, OT');
    expect(first!.textContent).toContain('3 de 3');
    expect(first!.textContent).toContain('Conforme');
    expect(second!.textContent).toContain('Sem classe');
    expect(second!.textContent).toContain('1 de 2');
    expect(second!.textContent).toContain('Pendente');
    expect(second!.textContent).toContain('Segurança elétrica');
    expect(screen.getByText('2 parceiros, 1 pendente.')).toBeTruthy();
    // Without the import key, no import.
    expect(screen.queryByRole('button', { name: 'Importar conclusões' })).toBeNull();
  });

  it('filters by class, partnership type and compliance, and exports with the same filters', async () => {
    const fetchMock = stub([PERM.treinamento.relatorio]);
    renderApp('/relatorio/treinamentos');
    await screen.findByRole('table', { name: 'Treinamentos obrigatórios por parceiro' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Classe' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'nao' } });
    // The partnership type is picked from the register's list, as everywhere else: nothing to type.
    const tipo = screen.getByRole('combobox', { name: 'Tipo de parceria' });
    fireEvent.focus(tipo);
    fireEvent.keyDown(tipo, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Revenda' }, { timeout: 3000 }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).endsWith('/api/treinamentos/relatorio?classe=10&tipoparceria=REV&conforme=nao'),
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opções' }));
    const excel = await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' });
    expect(excel.getAttribute('href')).toBe(
      '/api/treinamentos/relatorio/exportar?classe=10&tipoparceria=REV&conforme=nao&formato=xlsx',
    );
  });

  it('says when no partner matches', async () => {
    stub([PERM.treinamento.relatorio], []);
    const first = renderApp('/relatorio/treinamentos');
    expect(await screen.findByText('Nenhum parceiro com treinamentos obrigatórios.')).toBeTruthy();
    first.unmount();
    renderApp('/relatorio/treinamentos?conforme=nao');
    expect(await screen.findByText('Nenhum parceiro com estes filtros.')).toBeTruthy();
  });

  it('imports completions: a refused file lists each bad line, an accepted one says what changed', async () => {
    stub([PERM.treinamento.relatorio, PERM.treinamento.importar]);
    renderApp('/relatorio/treinamentos');
    fireEvent.click(await screen.findByRole('button', { name: 'Importar conclusões' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar conclusões de treinamentos' }));
    expect(dialog.getByRole('button', { name: 'Importar' }).hasAttribute('disabled')).toBe(true);

    const refused = stubUpload({
      status: 400,
      body: {
        errors: [
          'Linha 3: pessoa não encontrada (maria@exemplo.com.br).',
          'Linha 5: tipo de treinamento desconhecido (XYZ).',
        ],
      },
    });
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [csv()] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Importar' }));
    const errors = await dialog.findByRole('alert');
    expect(errors.textContent).toContain('Linha 3: pessoa não encontrada (maria@exemplo.com.br).');
    expect(errors.textContent).toContain('Linha 5: tipo de treinamento desconhecido (XYZ).');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.url).toBe('/api/treinamentos/importar');
    expect((refused[0]!.body.get('fileInput') as File).name).toBe('conclusoes.csv');

    stubUpload({ status: 200, body: { importadas: 3, atualizadas: 1 } });
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [csv()] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Importar' }));
    expect(
      await dialog.findByText('Importação concluída: 3 conclusões incluídas, 1 atualizada.'),
    ).toBeTruthy();
    expect(dialog.queryByText(/Linha 3/)).toBeNull();
  });
});
