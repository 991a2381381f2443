import { describe, expect, it } from 'vitest';
import {
  BENEFICIOS_CATEGORIA,
  BENEFICIOS_GERAIS,
  DESCONTO_SHOWROOM,
  TAXA_MARKETING_COOPERADO,
  beneficioAtivo,
  classeImagem,
  nivelDaClasse,
  type NivelPrograma,
} from './programa.js';

/** SPEC §9's programme rules, with its figures written here: what /categorias shows every partner. */
const byName = (nome: string) => BENEFICIOS_CATEGORIA.find((b) => b.nome === nome)!;
const onAt = (nome: string) =>
  ([10, 50, 100, 250, 500, 1000] as NivelPrograma[]).filter((nivel) => beneficioAtivo(byName(nome), nivel));

describe('the partner programme (SPEC §9)', () => {
  it('gives the showroom discounts of 15 to 20 % from Prix 10 to Prix 1000', () => {
    expect(DESCONTO_SHOWROOM).toEqual({ 10: 15, 50: 16, 100: 17, 250: 18, 500: 19, 1000: 20 });
  });

  it('accrues the co-op marketing fund from Prix 100 only, at 0.75, 1.00, 1.25 and 1.50 %', () => {
    expect(TAXA_MARKETING_COOPERADO).toEqual({ 100: 0.75, 250: 1, 500: 1.25, 1000: 1.5 });
  });

  it('switches each per-category benefit on at its level, and not one level below', () => {
    expect(onAt('Preços subsidiados para showroom')).toEqual([10, 50, 100, 250, 500, 1000]);
    expect(onAt('Credenciamento no cartão BNDES')).toEqual([50, 100, 250, 500, 1000]);
    expect(onAt('Programa de treinamento de vendas')).toEqual([50, 100, 250, 500, 1000]);
    expect(onAt('Verba de marketing cooperado')).toEqual([100, 250, 500, 1000]);
    expect(onAt('Coparticipação em feiras e eventos')).toEqual([100, 250, 500, 1000]);
    expect(onAt('Divulgação no site como revenda autorizada')).toEqual([250, 500, 1000]);
    expect(byName('Divulgação no site como revenda autorizada').emBreve).toBe(true);
    expect(onAt('Premiação por superação de metas')).toEqual([500, 1000]);
    expect(onAt('Brinde de aniversário de parceria')).toEqual([1000]);
    expect(BENEFICIOS_CATEGORIA).toHaveLength(8);
  });

  it('says what the figures are worth at a level: the discount, the fund rate, the fair share', () => {
    expect(byName('Preços subsidiados para showroom').detalhe!(250)).toMatch(/^18\s?% de desconto/);
    expect(byName('Verba de marketing cooperado').detalhe!(100)).toMatch(/^0,75\s?% das compras/);
    expect(byName('Verba de marketing cooperado').detalhe!(50)).toBeNull();
    expect(byName('Coparticipação em feiras e eventos').detalhe!(100)).toContain('até 20% do orçamento');
  });

  it('keeps seven general benefits always active', () => {
    expect(BENEFICIOS_GERAIS).toHaveLength(7);
  });

  it('reads the level and the image from the class name', () => {
    expect(nivelDaClasse('Prix 250')).toBe(250);
    expect(nivelDaClasse('Prix 25')).toBeNull();
    expect(classeImagem('Prix 1000')).toBe('prix1000');
    expect(classeImagem('Ouro')).toBeNull();
  });
});
