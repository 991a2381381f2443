import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CAMPO_ARMADILHA, CONSENTIMENTO_CONTATO } from '@prix/shared/onde-comprar';
import { tooManyRequestsMessage } from '../../components/public-form';
import { ContatoDialog } from './contato-form';
import type { StubbedReply } from '../../test/fetch-stub';
import { parceiro, SAO_PAULO, stubPublico } from './test-stub';

const SP = { id: SAO_PAULO.id, label: 'São Paulo – SP' };

function abrir(resposta: StubbedReply, props: Partial<Parameters<typeof ContatoDialog>[0]> = {}) {
  const calls = stubPublico((call) => (call.url.pathname === '/api/publico/contato' ? resposta : undefined));
  const onFechar = vi.fn();
  const view = render(<ContatoDialog parceiro={null} cidadeInicial={SP} onFechar={onFechar} {...props} />);
  const form = within(screen.getByRole('dialog', { name: 'Fale com um parceiro' }));
  return { calls, onFechar, form, view };
}

const campo = (form: ReturnType<typeof within>, name: string | RegExp) =>
  form.getByRole('textbox', { name }) as HTMLInputElement;

function preencher(form: ReturnType<typeof within>) {
  fireEvent.change(campo(form, /^Nome/), { target: { value: 'Maria da Silva' } });
  fireEvent.change(campo(form, /^E-mail/), { target: { value: 'maria@exemplo.com.br' } });
  const telefone = campo(form, /^Telefone/);
  fireEvent.change(telefone, { target: { value: '11987654321' } });
  fireEvent.blur(telefone);
  fireEvent.click(form.getByRole('radio', { name: 'Compra' }));
  fireEvent.change(form.getByRole('combobox', { name: /^Linha de produto/ }), {
    target: { value: 'comercial' },
  });
  fireEvent.change(campo(form, /^Mensagem/), {
    target: { value: 'Preciso de uma balança para o meu mercado.' },
  });
  fireEvent.click(form.getByRole('checkbox', { name: CONSENTIMENTO_CONTATO }));
}

describe("the enquiry form 'Fale com um parceiro'", () => {
  it('checks the fields before sending: a message beside each wrong one, tied to it, the first one focused', async () => {
    const { calls, form } = abrir({ status: 201, body: { mensagem: 'ok' } });
    fireEvent.change(campo(form, /^E-mail/), { target: { value: 'maria@' } });
    fireEvent.change(campo(form, /^Telefone/), { target: { value: '1234' } });
    fireEvent.click(form.getByRole('button', { name: 'Enviar pedido' }));

    const nome = campo(form, /^Nome/);
    await waitFor(() => expect(document.activeElement).toBe(nome));
    const descricao = (el: Element) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(nome.getAttribute('aria-invalid')).toBe('true');
    expect(descricao(nome)).toBe('Informe o nome.');
    expect(descricao(campo(form, /^E-mail/))).toBe('Informe um e-mail válido.');
    expect(descricao(campo(form, /^Telefone/))).toContain('Telefone inválido');
    expect(form.getByText('Escolha o interesse: compra ou assistência técnica.')).toBeTruthy();
    expect(form.getByText('Escolha a linha de produto.')).toBeTruthy();
    expect(descricao(campo(form, /^Mensagem/))).toContain('Informe a mensagem.');
    expect(form.getByText('Para enviar, autorize o uso dos seus dados.')).toBeTruthy();
    // The city came from the search: no message for it.
    expect(form.getByRole('combobox', { name: /^Cidade/ }).getAttribute('aria-invalid')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('sends what the schema checked, with the hidden field, how long it was open and the partner asked for', async () => {
    const { calls, form } = abrir(
      { status: 201, body: { mensagem: 'Recebemos seu pedido. Um parceiro autorizado vai procurar você.' } },
      { parceiro: parceiro() },
    );
    expect(form.getByText(/Seu pedido vai primeiro para Balanças Paulista/)).toBeTruthy();
    preencher(form);
    expect(campo(form, /^Telefone/).value).toBe('+55 (11) 98765-4321');
    expect(form.getByText('42 de 2000 caracteres')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Enviar pedido' }));

    const titulo = await form.findByRole('heading', { name: 'Pedido enviado' });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    expect(form.getByText('Recebemos seu pedido. Um parceiro autorizado vai procurar você.')).toBeTruthy();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.method).toBe('POST');
    expect(call!.headers.get('x-prix-cliente')).toBe('1');
    expect(call!.headers.get('content-type')).toBe('application/json');
    const body = call!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      nome: 'Maria da Silva',
      email: 'maria@exemplo.com.br',
      telefone: '+55 (11) 98765-4321',
      municipio: '3550308',
      interesse: 'compra',
      linha: 'comercial',
      consentimento: true,
      parceiro: parceiro().uuid,
      [CAMPO_ARMADILHA]: '',
    });
    expect(body.tempo).toBeGreaterThanOrEqual(0);
  });

  it('keeps the hidden field away from people: off-screen, hidden from screen readers, never focused', () => {
    const { view } = abrir({ status: 201, body: { mensagem: 'ok' } });
    const armadilha = view.baseElement.querySelector<HTMLInputElement>(`input[name="${CAMPO_ARMADILHA}"]`)!;
    expect(armadilha.tabIndex).toBe(-1);
    expect(armadilha.getAttribute('autocomplete')).toBe('off');
    expect(armadilha.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(armadilha.closest('.pp-armadilha')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Não preencha/ })).toBeNull();
  });

  it('tells a flooded address how many minutes to wait, from Retry-After', async () => {
    const { form } = abrir({
      status: 429,
      body: { errors: ['Muitas requisições.'] },
      headers: { 'Retry-After': '540' },
    });
    preencher(form);
    fireEvent.click(form.getByRole('button', { name: 'Enviar pedido' }));
    const alerta = await form.findByRole('alert');
    expect(alerta.textContent).toBe(
      'Muitos envios deste endereço em pouco tempo. Por favor, tente novamente em 9 minutos.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alerta));
    expect(tooManyRequestsMessage(30)).toContain('em 1 minuto.');
    expect(form.queryByRole('heading', { name: 'Pedido enviado' })).toBeNull();
  });

  it("shows the server's own messages when it refuses the enquiry", async () => {
    const { form } = abrir({
      status: 400,
      body: { errors: ['Cidade inválida: escolha uma cidade da lista.'] },
    });
    preencher(form);
    fireEvent.click(form.getByRole('button', { name: 'Enviar pedido' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Cidade inválida: escolha uma cidade da lista.',
    );
  });

  it('closes with Cancelar and with Escape', () => {
    const { form, onFechar } = abrir({ status: 201, body: { mensagem: 'ok' } });
    fireEvent.click(form.getByRole('button', { name: 'Cancelar' }));
    expect(onFechar).toHaveBeenCalledTimes(1);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onFechar).toHaveBeenCalledTimes(2);
  });
});
