import { describe, expect, it } from 'vitest';
import { alteracaoCadastralSchema } from './solicitacao.js';

/**
 * SPEC §5's registration change form, as the browser and the server both check it: each rule on both sides of
 * its boundary, with SPEC's messages written here.
 */
const problems = (name: string, email = 'marcos@empresa.com.br') => {
  const result = alteracaoCadastralSchema.safeParse({ name, email, dadosAlterados: 'Rua nova, 100' });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const nameOk = (name: string) => expect(problems(name), name).toEqual([]);
const emailProblems = (email: string) => problems('Marcos Proprietário', email);

describe('registration change form (SPEC §5)', () => {
  it('requires a name', () => {
    expect(problems('')).toEqual(['Preenchimento do nome é obrigatório']);
    expect(problems('   ')).toEqual(['Preenchimento do nome é obrigatório']);
  });

  it('refuses a name of 6 characters or fewer and takes one of 7', () => {
    expect(problems('Ana Li')).toEqual(['Insira um nome e sobrenome']);
    expect(problems('A')).toEqual(['Insira um nome e sobrenome']);
    nameOk('Ana Lia');
    nameOk('José Sá');
    // Spaces around the name do not count.
    expect(problems('  Ana Li  ')).toEqual(['Insira um nome e sobrenome']);
  });

  it('refuses a name with no Latin letter and takes one with a single letter', () => {
    expect(problems('1234567 890')).toEqual(['Insira um nome e sobrenome válidos']);
    expect(problems('???? ----')).toEqual(['Insira um nome e sobrenome válidos']);
    nameOk('1234567 é');
  });

  it('takes a name of 100 characters and refuses 101 (the stored field)', () => {
    nameOk(`Ana ${'a'.repeat(96)}`);
    expect(problems(`Ana ${'a'.repeat(97)}`)).toEqual(['Insira um nome e sobrenome válidos']);
  });

  it('requires an e-mail', () => {
    expect(emailProblems('')).toEqual(['Preenchimento do e-mail obrigatório']);
  });

  it('takes a top-level domain of 2 to 4 letters and refuses 1 or 5', () => {
    for (const email of ['ana@empresa.co', 'ana@empresa.info', 'ana@empresa.com.br'])
      expect(emailProblems(email)).toEqual([]);
    for (const email of [
      'ana@empresa.c',
      'ana@empresa.email',
      'ana@empresa.comercial',
      'sem-arroba',
      'ana@empresa',
    ])
      expect(emailProblems(email), email).toEqual(['Email inválido']);
  });
});
