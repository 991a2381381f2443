import { describe, expect, it } from 'vitest';
import { webhookFormErrors } from '../webhook.js';
import { webhookCreateSchema } from './webhook.js';

/** The first message of each field the route's schema gives, as the form shows them. */
function schemaErrors(values: { url: string; eventos: string[] }) {
  const parsed = webhookCreateSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('a new webhook: the form without zod says what the route’s schema says', () => {
  it.each([
    { url: 'https://erp.exemplo.com.br/prix', eventos: ['contato.recebido'] },
    { url: '  https://erp.exemplo.com.br/prix  ', eventos: ['cliente.classe', 'contato.aceito'] },
    { url: 'http://erp.exemplo.com.br', eventos: ['solicitacao.status'] },
    { url: '', eventos: [] },
    { url: '   ', eventos: ['contato.recebido'] },
    { url: 'ftp://erp.exemplo.com.br', eventos: ['contato.recebido'] },
    { url: 'javascript:alert(1)', eventos: ['contato.recebido'] },
    { url: 'erp.exemplo.com.br', eventos: ['contato.recebido'] },
    { url: `https://erp.exemplo.com.br/${'a'.repeat(2000)}`, eventos: ['contato.recebido'] },
    { url: 'https://erp.exemplo.com.br', eventos: ['contato.recebido', 'contato.recebido'] },
    { url: 'https://erp.exemplo.com.br', eventos: ['contato.apagado'] },
    { url: 'https://erp.exemplo.com.br', eventos: ['toString'] },
  ])('$url $eventos', (values) => {
    expect(webhookFormErrors(values)).toEqual(schemaErrors(values));
  });
});
