import { describe, expect, it } from 'vitest';
import { SAFE_ADDRESSES, UNSAFE_ADDRESSES } from '../../../../test-support/addresses.js';
import { banner } from './defs/banner.js';
import { isAddressParameter, parametro } from './defs/parametro.js';
import { field, fieldMessages } from './fields.js';
import { createSchemaOf, fieldSchema, fieldsByCodeMessages, updateSchemaOf } from './schemas.js';

/** The address kind (field.address): the rule of format/address.ts with the field's message, in every schema. */
describe('field.address', () => {
  const link = field.address(500, 'Link');

  it('is a text field marked as an address, optional unless required', () => {
    expect(link).toMatchObject({ kind: 'text', address: true, max: 500, required: false });
    expect(fieldSchema(link).safeParse(undefined)).toEqual({ success: true, data: '' });
    expect(fieldSchema(link).safeParse(null)).toEqual({ success: true, data: '' });
    const required = field.address(100, 'Endereço', { required: true });
    expect(fieldSchema(required).safeParse('').error?.issues[0]?.message).toBe(
      fieldMessages.required('Endereço'),
    );
  });

  it('takes web pages and paths of this site, trimmed', () => {
    for (const good of SAFE_ADDRESSES) expect(fieldSchema(link).safeParse(good).success, good).toBe(true);
    expect(fieldSchema(link).parse('  https://www.prix.com.br/verao  ')).toBe(
      'https://www.prix.com.br/verao',
    );
  });

  it('refuses anything else with a message naming the field', () => {
    expect(fieldMessages.address('Link')).toBe(
      'O campo Link aceita apenas um endereço que comece com https://, http:// ou /',
    );
    for (const bad of UNSAFE_ADDRESSES) {
      const parsed = fieldSchema(link).safeParse(bad);
      expect(
        parsed.error?.issues.map((i) => i.message),
        JSON.stringify(bad),
      ).toContain(fieldMessages.address('Link'));
    }
  });
});

describe('the banner link', () => {
  it('is an address in the register’s create and update schemas', () => {
    expect(banner.fields.link_banner).toMatchObject({ kind: 'text', address: true });
    const record = { nome_banner: 'Verão', link_banner: 'javascript:alert(document.domain)' };
    for (const schema of [createSchemaOf(banner), updateSchemaOf(banner)])
      expect(schema.safeParse(record).error?.issues[0]).toMatchObject({
        path: ['link_banner'],
        message: fieldMessages.address('Link do banner'),
      });
  });
});

describe('address parameters', () => {
  it('are those whose code starts with URL_ or LINK_, and the default video', () => {
    for (const code of [
      'URL_ELEARNING',
      'URL_SIMULADOR_PEDIDO',
      'URL_CANAL_OTA',
      'URL_PORTAL_BOLETOS',
      'LINK_RECURSOS_MARCA',
      'VIDEO_PADRAO',
      'url_nova_pagina',
    ])
      expect(isAddressParameter(code), code).toBe(true);
    for (const code of ['EMAIL_MARKETING', 'TEXTO_AVISO_MARCA', 'PRAZO_ANALISE_BENEFICIO', 'CURL_X'])
      expect(isAddressParameter(code), code).toBe(false);
  });

  it('take only an address as their value, on insert and on update; other parameters any text', () => {
    const message = fieldMessages.address('Valor');
    const bad = { nome: 'Boletos', valor: 'data:text/html,<script>alert(1)</script>' };
    const created = createSchemaOf(parametro).safeParse({ id: 'URL_PORTAL_BOLETOS', ...bad });
    expect(created.error?.issues).toEqual([expect.objectContaining({ path: ['valor'], message })]);
    expect(updateSchemaOf(parametro, 'URL_PORTAL_BOLETOS').safeParse(bad).error?.issues[0]?.message).toBe(
      message,
    );
    expect(fieldsByCodeMessages(parametro, 'URL_PORTAL_BOLETOS', bad)).toEqual([message]);
    // The same value under a code that holds text is text.
    expect(createSchemaOf(parametro).safeParse({ id: 'TEXTO_AVISO_MARCA', ...bad }).success).toBe(true);
    expect(updateSchemaOf(parametro, 'TEXTO_AVISO_MARCA').safeParse(bad).success).toBe(true);
    expect(fieldsByCodeMessages(parametro, 'TEXTO_AVISO_MARCA', bad)).toEqual([]);
    // Without the code, the update schema is the register's own (the server checks the stored code after).
    expect(updateSchemaOf(parametro)).toBe(updateSchemaOf(parametro, undefined));
    expect(updateSchemaOf(parametro, 'URL_CANAL_OTA')).toBe(updateSchemaOf(parametro, 'URL_CANAL_OTA'));
    const good = { nome: 'Boletos', valor: 'https://boletos.prix.com.br/segunda-via' };
    expect(createSchemaOf(parametro).safeParse({ id: 'URL_PORTAL_BOLETOS', ...good }).success).toBe(true);
    expect(updateSchemaOf(parametro, 'URL_PORTAL_BOLETOS').safeParse(good).success).toBe(true);
  });
});
