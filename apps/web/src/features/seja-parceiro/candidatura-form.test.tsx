import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CAMPO_ARMADILHA } from '@prix/shared/core/onde-comprar';
import { CONSENTIMENTO_CANDIDATURA } from '@prix/shared/core/candidatura';
import { SAO_PAULO, stubEnvioArquivos, stubPublico, type EnvioArquivos } from '../../test/publico-stub';
import type { StubbedReply } from '../../test/fetch-stub';
import { CandidaturaForm } from './candidatura-form';

const caixa = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const arquivo = (name: string, type: string, size = 2048) => {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const escolher = (rotulo: RegExp, ...files: File[]) =>
  fireEvent.change(screen.getByLabelText(rotulo, { selector: 'input[type="file"]' }), {
    target: { files },
  });
const descricao = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

function abrir(resposta: StubbedReply | 'pending' = { status: 201, body: { mensagem: 'Recebida.' } }) {
  stubPublico(({ url }) =>
    url.pathname === '/api/publico/municipios'
      ? { status: 200, body: { municipios: [SAO_PAULO] } }
      : undefined,
  );
  const xhr = stubEnvioArquivos(() => resposta);
  render(<CandidaturaForm />);
  return xhr;
}

async function preencher() {
  const cnpj = caixa(/^CNPJ/);
  fireEvent.change(cnpj, { target: { value: '12abc34501de35' } });
  fireEvent.blur(cnpj);
  fireEvent.change(caixa(/^Telefone da empresa/), { target: { value: '1133334444' } });
  fireEvent.change(caixa(/^Razão social/), { target: { value: 'Balanças Horizonte Ltda' } });
  fireEvent.change(caixa(/^Nome fantasia/), { target: { value: 'Horizonte' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Assistência técnica' }));
  fireEvent.change(caixa(/^CEP/), { target: { value: '01310200' } });
  fireEvent.change(caixa(/^Rua/), { target: { value: 'Avenida Paulista' } });
  fireEvent.change(caixa(/^Número/), { target: { value: '1500' } });
  fireEvent.change(caixa(/^Bairro/), { target: { value: 'Bela Vista' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Estado/ }), { target: { value: 'SP' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Município/ }), { target: { value: 'sao paulo' } });
  fireEvent.click(await screen.findByRole('option', { name: 'São Paulo – SP' }));
  fireEvent.change(caixa(/^Nome completo/), { target: { value: 'Maria da Silva' } });
  fireEvent.change(caixa(/^E-mail/), { target: { value: 'maria@horizonte.com.br' } });
  fireEvent.change(caixa(/^Celular/), { target: { value: '11987654321' } });
  escolher(/^Contrato social/, arquivo('contrato.pdf', 'application/pdf', 1_500_000));
  escolher(/^Cartão CNPJ/, arquivo('cartao.png', 'image/png', 90_000));
  fireEvent.click(screen.getByRole('checkbox', { name: CONSENTIMENTO_CANDIDATURA }));
}

describe("the application form of 'Seja um parceiro'", () => {
  it('masks the CNPJ as typed and checks its check digits when the field is left, numeric and alphanumeric', async () => {
    abrir();
    const cnpj = caixa(/^CNPJ/);
    fireEvent.change(cnpj, { target: { value: '12abc34501de36' } });
    expect(cnpj.value).toBe('12.ABC.345/01DE-36');
    fireEvent.blur(cnpj);
    await waitFor(() => expect(cnpj.getAttribute('aria-invalid')).toBe('true'));
    expect(descricao(cnpj)).toContain('CNPJ inválido: confira os 14 caracteres e os dígitos verificadores.');

    fireEvent.change(cnpj, { target: { value: '12.ABC.345/01DE-35' } });
    fireEvent.blur(cnpj);
    await waitFor(() => expect(cnpj.getAttribute('aria-invalid')).toBeNull());

    fireEvent.change(cnpj, { target: { value: '11222333000182' } });
    expect(cnpj.value).toBe('11.222.333/0001-82');
    fireEvent.blur(cnpj);
    await waitFor(() => expect(descricao(cnpj)).toContain('CNPJ inválido'));
    fireEvent.change(cnpj, { target: { value: '11222333000181' } });
    fireEvent.blur(cnpj);
    await waitFor(() => expect(cnpj.getAttribute('aria-invalid')).toBeNull());
  });

  it('says what is missing beside each field, the first one focused, and sends nothing', async () => {
    const { envios } = abrir();
    fireEvent.change(caixa(/^E-mail/), { target: { value: 'maria@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar candidatura' }));
    const cnpj = caixa(/^CNPJ/);
    await waitFor(() => expect(document.activeElement).toBe(cnpj));
    expect(descricao(cnpj)).toBe('Informe o CNPJ.');
    expect(descricao(caixa(/^Razão social/))).toBe('Informe a razão social.');
    expect(descricao(caixa(/^E-mail/))).toBe('Informe um e-mail válido.');
    expect(screen.getByText('Escolha o tipo de parceria: revenda ou assistência técnica.')).toBeTruthy();
    expect(screen.getByText('Escolha o estado.')).toBeTruthy();
    expect(screen.getByText('Anexe o contrato social (PDF ou imagem).')).toBeTruthy();
    expect(screen.getByText('Anexe o cartão CNPJ (PDF ou imagem).')).toBeTruthy();
    expect(screen.getByText('Para enviar, autorize o uso dos dados da candidatura.')).toBeTruthy();
    // The municipality waits for the state.
    expect((screen.getByRole('combobox', { name: /^Município/ }) as HTMLInputElement).disabled).toBe(true);
    expect(envios).toHaveLength(0);
  });

  it('refuses a document of another type or over 20 MB at once; lists a good one with its size, and removes it', () => {
    abrir();
    const campo = screen.getByLabelText(/^Contrato social/, { selector: 'input[type="file"]' });
    expect(campo.getAttribute('accept')).toContain('application/pdf');
    expect(descricao(campo)).toContain('PDF ou imagem (PNG, JPEG ou WebP), até 20 MB.');

    escolher(/^Contrato social/, arquivo('contrato.docx', 'application/msword'));
    expect(descricao(campo)).toContain('O arquivo contrato.docx não é PDF nem imagem');
    expect(campo.getAttribute('aria-invalid')).toBe('true');
    escolher(/^Contrato social/, arquivo('contrato.pdf', 'application/pdf', 21 * 1024 * 1024));
    expect(descricao(campo)).toContain('O arquivo contrato.pdf tem 21 MB: o máximo é 20 MB por documento.');
    expect(screen.queryByRole('button', { name: 'Remover contrato.pdf' })).toBeNull();

    escolher(/^Contrato social/, arquivo('contrato.pdf', 'application/pdf', 1_500_000));
    expect(campo.getAttribute('aria-invalid')).toBeNull();
    const lista = screen.getByRole('list', { name: 'Arquivos escolhidos: Contrato social' });
    expect(within(lista).getByText('contrato.pdf')).toBeTruthy();
    expect(within(lista).getByText('1,4 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover contrato.pdf' }));
    expect(screen.queryByRole('list', { name: 'Arquivos escolhidos: Contrato social' })).toBeNull();
    expect(document.activeElement).toBe(campo);
  });

  it('sends the checked application as multipart (json and the two documents), shows the progress, then the confirmation', async () => {
    const xhr = abrir('pending');
    await preencher();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar candidatura' }));

    await waitFor(() => expect(xhr.envios).toHaveLength(1));
    // The upload's progress, in words and as a bar, in a status region.
    const progresso = await screen.findByText('Enviando… 50%');
    expect(progresso.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Envio da candidatura' }).getAttribute('value')).toBe(
      '50',
    );
    expect((screen.getByRole('button', { name: 'Enviando…' }) as HTMLButtonElement).disabled).toBe(true);

    const envio: EnvioArquivos = xhr.envios[0]!;
    expect(envio.url).toBe('/api/publico/candidatura');
    expect(envio.headers['x-prix-cliente']).toBe('1');
    expect([...envio.form.keys()]).toEqual(['json', 'contratoSocial', 'cartaoCnpj']);
    const json = JSON.parse(envio.form.get('json') as string) as Record<string, unknown>;
    expect(json).toMatchObject({
      cnpj: '12.ABC.345/01DE-35',
      razaoSocial: 'Balanças Horizonte Ltda',
      nomeFantasia: 'Horizonte',
      cep: '01310-200',
      rua: 'Avenida Paulista',
      numero: '1500',
      complemento: null,
      bairro: 'Bela Vista',
      uf: 'SP',
      municipio: SAO_PAULO.id,
      telefone: '(11) 3333-4444',
      tipo: 'assistencia',
      contatoNome: 'Maria da Silva',
      contatoEmail: 'maria@horizonte.com.br',
      contatoCelular: '(11) 98765-4321',
      consentimento: true,
      [CAMPO_ARMADILHA]: '',
    });
    expect(json.tempo).toBeGreaterThanOrEqual(0);
    expect((envio.form.get('contratoSocial') as File).name).toBe('contrato.pdf');
    expect((envio.form.get('cartaoCnpj') as File).name).toBe('cartao.png');

    xhr.responder();
    const titulo = await screen.findByRole('heading', { name: 'Candidatura enviada' });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    expect(titulo.parentElement!.textContent).toContain(
      'Enviamos para maria@horizonte.com.br o endereço onde você acompanha a análise',
    );
  });

  it('tells a flooded address how many minutes to wait (429) and keeps what was typed', async () => {
    abrir({ status: 429, body: { errors: ['Muitas requisições.'] }, headers: { 'Retry-After': '120' } });
    await preencher();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar candidatura' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain(
      'Muitos envios deste endereço em pouco tempo. Por favor, tente novamente em 2 minutos.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alerta));
    expect(caixa(/^Razão social/).value).toBe('Balanças Horizonte Ltda');
  });

  it("shows the server's refusal (an existing partner's CNPJ) and says 413 and 415 in plain words", async () => {
    abrir({ status: 400, body: { errors: ['Este CNPJ já é de um parceiro Prix.'] } });
    await preencher();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar candidatura' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('A candidatura não foi enviada.');
    expect(alerta.textContent).toContain('Este CNPJ já é de um parceiro Prix.');
    await waitFor(() => expect(document.activeElement).toBe(alerta));
  });

  it.each([
    [413, 'Um dos documentos passa de 20 MB.'],
    [415, 'Um dos documentos não é PDF nem imagem.'],
  ])('answers %i with what to do', async (status, texto) => {
    abrir({ status, body: { errors: ['Tipo de arquivo não aceito'] } });
    await preencher();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar candidatura' }));
    expect((await screen.findByRole('alert')).textContent).toContain(texto);
  });

  it('keeps the hidden field away from people', () => {
    abrir();
    const armadilha = document.querySelector<HTMLInputElement>(`input[name="${CAMPO_ARMADILHA}"]`)!;
    expect(armadilha.tabIndex).toBe(-1);
    expect(armadilha.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
