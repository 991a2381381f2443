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

  describe('the co-op fund redemption’s proof (decision 0055)', () => {
    const RESGATE = 'Resgate de Verba de Marketing Cooperado';
    const NFE = {
      origem: 'xml',
      chave: '35260324681357000140550010000048211730192840',
      numero: 4821,
      serie: 1,
      emissao: '2026-03-12',
      emitente: { cnpj: '24681357000140', nome: 'Gráfica e Editora Paulistana Ltda' },
      destinatario: { cnpj: '61234567000117' },
      valorTotal: 3850,
      autorizacao: { cStat: 100, protocolo: '135260331927400' },
    };

    /** XMLHttpRequest answering by address: the XML's reading and the form's sending. */
    function stubXhr(replies: Record<string, { status: number; body: unknown }>) {
      const sent: { url: string; body: FormData }[] = [];
      class RoutedXhr {
        status = 0;
        responseText = '';
        withCredentials = false;
        upload = { onprogress: null };
        url = '';
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        onabort: (() => void) | null = null;
        open(_method: string, url: string) {
          this.url = url;
        }
        setRequestHeader() {}
        abort() {}
        send(body: FormData) {
          sent.push({ url: this.url, body });
          const reply = replies[this.url] ?? { status: 404, body: { errors: ['?'] } };
          this.status = reply.status;
          this.responseText = JSON_PREFIX + JSON.stringify(reply.body);
          setTimeout(() => this.onload?.(), 0);
        }
      }
      vi.stubGlobal('XMLHttpRequest', RoutedXhr);
      return sent;
    }

    function open(replies: Record<string, { status: number; body: unknown }>) {
      const session = makeSession([PERM.pagina.solicitarBeneficio, PERM.beneficio.solicitarResgate], {
        externo: true,
        tipos: ['logado', 'externo'],
      });
      stubApi((method, path) =>
        method === 'POST' && path === '/api/acesso/info' ? { status: 200, body: session } : undefined,
      );
      const sent = stubXhr(replies);
      renderApp(`/beneficios?form=${encodeURIComponent(RESGATE)}`);
      return sent;
    }

    const xmlInput = async () => {
      await screen.findByText('Comprovação da ação');
      return screen
        .getAllByTestId('upload-input')
        .find((input) => input.getAttribute('accept')?.includes('xml'))! as HTMLInputElement;
    };
    const fotosInput = () =>
      screen
        .getAllByTestId('upload-input')
        .find((input) => input.hasAttribute('multiple'))! as HTMLInputElement;
    const xmlFile = () => new File(['<nfeProc/>'], 'NFe4821.xml', { type: 'text/xml' });

    it('fills the form from the XML the server read: the note to check, and the amount to redeem', async () => {
      const sent = open({ '/api/solicita-beneficio/nfe': { status: 200, body: { nfe: NFE } } });
      fireEvent.change(await xmlInput(), { target: { files: [xmlFile()] } });
      const lida = await screen.findByRole('region', { name: 'NF-e lida do XML' });
      expect(lida.textContent).toContain('3526 0324 6813 5700 0140 5500 1000 0048 2117 3019 2840');
      expect(lida.textContent).toContain('4821 / 1');
      expect(lida.textContent).toContain('12/03/2026');
      expect(lida.textContent).toContain('Gráfica e Editora Paulistana Ltda (24.681.357/0001-40)');
      expect(lida.textContent).toContain('61.234.567/0001-17');
      expect(lida.textContent).toMatch(/R\$\s3\.850,00/);
      expect(lida.textContent).toContain('Autorizada (protocolo 135260331927400)');
      expect((screen.getByLabelText('Valor da verba a resgatar (R$)') as HTMLInputElement).value).toBe(
        '3.850,00',
      );
      // The XML went to be read with the partner's company, as the part the server reads.
      expect(sent[0]!.url).toBe('/api/solicita-beneficio/nfe');
      expect(sent[0]!.body.get('partner')).toBe('100');
      expect((sent[0]!.body.get('nfeXml') as File).name).toBe('NFe4821.xml');
    });

    it('shows the refusal naming the field, and keeps no note', async () => {
      const refusal =
        'CNPJ do destinatário: a NF-e não foi emitida para o parceiro nem para outra empresa do grupo (CNPJ com a raiz 00.000.100).';
      open({ '/api/solicita-beneficio/nfe': { status: 400, body: { errors: [refusal] } } });
      fireEvent.change(await xmlInput(), { target: { files: [xmlFile()] } });
      expect(await screen.findByText(refusal)).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'NF-e lida do XML' })).toBeNull();
    });

    it('sends the XML, the photos and the activity with the form', async () => {
      const sent = open({
        '/api/solicita-beneficio/nfe': { status: 200, body: { nfe: NFE } },
        '/api/solicita-beneficio/upload': { status: 200, body: { inserted: true, uuid: 'r-1', numero: 41 } },
      });
      fireEvent.change(await xmlInput(), { target: { files: [xmlFile()] } });
      await screen.findByRole('region', { name: 'NF-e lida do XML' });
      fireEvent.change(screen.getByLabelText('Tipo de ação'), { target: { value: 'Material impresso' } });
      fireEvent.change(screen.getByLabelText('Descrição da ação'), {
        target: { value: 'Folhetos na loja.' },
      });
      fireEvent.change(screen.getByLabelText('Início da ação'), { target: { value: '01/03/2026' } });
      fireEvent.change(screen.getByLabelText('Fim da ação'), { target: { value: '15/03/2026' } });
      fireEvent.change(fotosInput(), {
        target: {
          files: [
            new File(['a'], 'loja.png', { type: 'image/png' }),
            new File(['b'], 'folheto.jpg', { type: 'image/jpeg' }),
          ],
        },
      });
      expect(
        screen.getByRole('list', { name: 'Fotos ou prints da ação: arquivos escolhidos' }).textContent,
      ).toMatch(/loja\.png.*folheto\.jpg/);
      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(await screen.findByRole('dialog', { name: 'Confirmação' })).toBeTruthy();
      const form = sent.find((s) => s.url === '/api/solicita-beneficio/upload')!.body;
      expect(JSON.parse(String(form.get('json')))).toMatchObject({
        layout: 'resgate-verba-marketing-cooperado',
        vmc: '3.850,00',
        atividade: 'Material impresso',
        descricaoAtividade: 'Folhetos na loja.',
        periodoInicio: '01/03/2026',
        periodoFim: '15/03/2026',
      });
      expect((form.get('nfeXml') as File).name).toBe('NFe4821.xml');
      expect(form.getAll('foto').map((f) => (f as File).name)).toEqual(['loja.png', 'folheto.jpg']);
    });

    it('without the XML, sends the DANFE and the note’s data typed from it', async () => {
      const sent = open({
        '/api/solicita-beneficio/upload': { status: 200, body: { inserted: true, uuid: 'r-2', numero: 42 } },
      });
      await xmlInput();
      fireEvent.click(screen.getByRole('button', { name: /Não tenho o XML/ }));
      fireEvent.change(screen.getByLabelText('Chave de acesso (44 dígitos)'), {
        target: { value: '3526 0324 6813 5700 0140 5500 1000 0048 2117 3019 2840' },
      });
      fireEvent.change(screen.getByLabelText('Valor total da NF-e (R$)'), { target: { value: '3.850,00' } });
      const danfe = screen
        .getAllByTestId('upload-input')
        .find((input) => input.getAttribute('accept') === 'application/pdf')!;
      fireEvent.change(danfe, {
        target: { files: [new File(['%PDF'], 'danfe.pdf', { type: 'application/pdf' })] },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(await screen.findByRole('dialog', { name: 'Confirmação' })).toBeTruthy();
      const form = sent.find((s) => s.url === '/api/solicita-beneficio/upload')!.body;
      expect(JSON.parse(String(form.get('json'))).nfe).toMatchObject({
        chave: '3526 0324 6813 5700 0140 5500 1000 0048 2117 3019 2840',
        valorTotal: '3.850,00',
      });
      expect((form.get('danfe') as File).name).toBe('danfe.pdf');
      expect(form.get('nfeXml')).toBeNull();
    });
  });
});
