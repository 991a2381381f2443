import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { stubEnvioArquivos, stubPublico } from '../../test/publico-stub';
import { inPageRow } from '../../test/page-row';
import { SejaParceiroPage } from './seja-parceiro-page';

describe('/seja-parceiro', () => {
  it("pitches the programme (classes, benefits, materials, training) above the application form, with the head table's title", () => {
    stubPublico(() => undefined);
    stubEnvioArquivos(() => ({ status: 201 }));
    render(inPageRow('/seja-parceiro', <SejaParceiroPage />));
    expect(screen.getByRole('heading', { level: 1, name: 'Seja um parceiro Prix' })).toBeTruthy();
    expect(document.title).toBe('Seja um parceiro Prix | Portal de Parceiros Prix');
    const vantagens = within(screen.getByRole('region', { name: 'O que o parceiro recebe' }));
    expect(vantagens.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Categorias de Prix 10 a Prix 1000',
      'Benefícios',
      'Materiais',
      'Treinamentos',
    ]);
    expect(vantagens.getByText(/Todo parceiro começa na categoria Prix 10/)).toBeTruthy();
    const candidatura = within(screen.getByRole('region', { name: 'Candidatura' }));
    expect(candidatura.getByRole('button', { name: 'Enviar candidatura' })).toBeTruthy();
    expect(candidatura.getByRole('radio', { name: 'Revenda' })).toBeTruthy();
    expect(candidatura.getByRole('radio', { name: 'Assistência técnica' })).toBeTruthy();
    // The partners' sign-in, from the public header.
    expect(screen.getByRole('link', { name: 'Área do parceiro' }).getAttribute('href')).toBe('/acesso/login');
  });
});
