import { describe, expect, it } from 'vitest';
import { maskMonth } from './faturamento-page';
import { importSummary } from './import-dialog';
import { formatBrl } from '../../lib/format-number';
import { isoToMonth } from '@prix/shared/core';

describe('billing report formats', () => {
  it('types months as mm/aaaa', () => {
    expect(maskMonth('0')).toBe('0');
    expect(maskMonth('06')).toBe('06');
    expect(maskMonth('062')).toBe('06/2');
    expect(maskMonth('06/2020')).toBe('06/2020');
    expect(maskMonth('06a2020999')).toBe('06/2020');
  });

  it('shows money in reais and months as mm/aaaa', () => {
    expect(formatBrl(12345.67).replace(/\s/g, ' ')).toBe('R$ 12.345,67');
    expect(isoToMonth('2026-03-01')).toBe('03/2026');
  });

  it('says what an import changed', () => {
    expect(importSummary({ linhas: 1, inseridos: 1, atualizados: 0, inalterados: 0 })).toBe(
      '1 linha importada: 1 mês incluído, 0 atualizados, 0 sem alteração.',
    );
    expect(importSummary({ linhas: 1200, inseridos: 0, atualizados: 2, inalterados: 1198 })).toBe(
      '1.200 linhas importadas: 0 meses incluídos, 2 atualizados, 1.198 sem alteração.',
    );
  });
});
