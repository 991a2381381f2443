import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DataList, type DataColumn } from './data-list';

interface Linha {
  nome: string;
  saldo: string;
}

const COLUNAS: DataColumn<Linha>[] = [
  { key: 'nome', label: 'Nome', render: (l) => l.nome },
  { key: 'saldo', label: 'Saldo', nowrap: true, render: (l) => l.saldo },
];

describe('DataList', () => {
  it('keeps a nowrap column on one line, and lets the others wrap anywhere', () => {
    render(
      <DataList
        rows={[{ nome: 'Balanças Paulista Comércio Ltda', saldo: 'R$ 3.750,00' }]}
        columns={COLUNAS}
        rowKey={(l) => l.nome}
        rowLabel={(l) => l.nome}
        caption="Parceiros"
      />,
    );
    const saldo = screen.getByRole('cell', { name: 'R$ 3.750,00' });
    expect(getComputedStyle(saldo).whiteSpace).toBe('nowrap');
    const nome = screen.getByRole('cell', { name: 'Balanças Paulista Comércio Ltda' });
    expect(getComputedStyle(nome).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(nome).overflowWrap).toBe('anywhere');
  });
});
