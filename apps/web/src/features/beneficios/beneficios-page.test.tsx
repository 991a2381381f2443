import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { JSON_PREFIX, PERM } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi } from '../../test/render-app';

vi.mock('../../lib/navigation', () => ({ navigateTo: vi.fn() }));

const FAIR = 'Participação Cooperada em Feiras e Eventos';

/** The form is sent with XMLHttpRequest (upload progress): a stand-in that answers `reply` at once. */
function stubUpload(reply: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      sent.push(body);
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

function stub(keys: string[], upload = { status: 400, body: { errors: ['Informe o nome.'] } as unknown }) {
  const session = makeSession([PERM.pagina.solicitarBeneficio, ...keys]);
  stubApi((method, path) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session };
    return undefined;
  });
  return stubUpload(upload);
}

describe('/beneficios', () => {
  it('opens on the form named in the address, with its notice and its two plans', async () => {
    stub([PERM.beneficio.solicitacaoEquipamento, PERM.beneficio.participacaoCooperada]);
    renderApp(`/beneficios?form=${encodeURIComponent(FAIR)}`);
    expect(await screen.findByRole('combobox', { name: 'Formulário' })).toHaveProperty('value', FAIR);
    expect(screen.getByText(/somente por meio de bonificação em produtos/)).toBeTruthy();
    expect(screen.getByText('Planta do Evento')).toBeTruthy();
    expect(screen.getByText('Planta do estande')).toBeTruthy();
  });

  it('else opens on the first form this user may use (a form without its key is not offered)', async () => {
    stub([PERM.beneficio.solicitacaoMaterial]);
    renderApp(`/beneficios?form=${encodeURIComponent(FAIR)}`);
    const select = await screen.findByRole('combobox', { name: 'Formulário' });
    expect((select as HTMLSelectElement).value).toBe('Solicitação de Material de Comunicação');
    expect(screen.queryByText(/bonificação em produtos/)).toBeNull();
    expect(screen.getByText('Banners')).toBeTruthy();
  });

  it("shows the server's errors and the 'Erro' dialog", async () => {
    stub([PERM.beneficio.solicitacaoEquipamento]);
    renderApp('/beneficios');
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(dialog).getByText('Erro ao enviar o formulário')).toBeTruthy();
    expect(screen.getByText('Informe o nome.')).toBeTruthy();
  });

  it('shows the refusal of a co-op fund redemption above the available balance (decision 0027)', async () => {
    const refusal =
      'O valor do resgate (R$ 5.000,00) é maior que o saldo disponível da verba de marketing cooperado (R$ 2.020,00).';
    const sent = stub([PERM.beneficio.solicitarResgate], { status: 400, body: { errors: [refusal] } });
    renderApp(`/beneficios?form=${encodeURIComponent('Resgate de Verba de Marketing Cooperado')}`);
    fireEvent.change(await screen.findByLabelText(/Valor da verba a resgatar/), {
      target: { value: '5.000,00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog', { name: 'Erro' })).toBeTruthy();
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(JSON.parse(String(sent[0]!.get('json')))).toMatchObject({
      layout: 'resgate-verba-marketing-cooperado',
    });
  });

  it("confirms a sent form with 'Formulário enviado com sucesso!'", async () => {
    const sent = stub([PERM.beneficio.solicitacaoEquipamento], {
      status: 200,
      body: { inserted: true, uuid: 'x', numero: 9 },
    });
    renderApp('/beneficios');
    fireEvent.change(await screen.findByLabelText('Equipamentos'), { target: { value: 'Prix 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(within(dialog).getByText('Formulário enviado com sucesso!')).toBeTruthy();
    expect((screen.getByLabelText('Equipamentos') as HTMLTextAreaElement).value).toBe('');
    const json = JSON.parse(String(sent[0]!.get('json'))) as Record<string, unknown>;
    expect(json).toMatchObject({ layout: 'equipamentos', equipaments: 'Prix 3' });
  });
});
