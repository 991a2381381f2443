import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { cliente, field, PERM, type PermissionTree } from '@prix/shared/core';
import { AppProviders } from '../../app/providers';
import { stubFetch } from '../../test/fetch-stub';
import { makeSession } from '../../test/session-fixtures';
import { loadSelectorCombobox } from '../../components/selector/selector';
import { initialValues, planFields, type FormValues } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import { COORDENADAS_DICA, municipioOptions, planClienteFields } from './cliente-rules';

/**
 * The company form's city as a municipality of the chosen state, and the staff's coordinates: the register
 * definition gains `municipio` (the IBGE code), `latitude` and `longitude` on the server's side; here a
 * definition with them, as the form draws it.
 */
const def = {
  ...cliente,
  fields: {
    ...cliente.fields,
    municipio: field.text(7, 'Cidade', { column: 'municipio_id' }),
    latitude: field.text(20, 'Latitude'),
    longitude: field.text(20, 'Longitude'),
  },
};

const MUNICIPIOS = [
  { id: '3550308', nome: 'São Paulo', uf: 'SP', lat: -23.55, lon: -46.63 },
  { id: '3548708', nome: 'São Bernardo do Campo', uf: 'SP', lat: -23.69, lon: -46.56 },
  { id: '4314902', nome: 'Porto Alegre', uf: 'RS', lat: -30.03, lon: -51.23 },
];

function server() {
  const buscas: string[] = [];
  stubFetch(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/estado/BR')
      return {
        status: 200,
        body: [
          { key: 'RS', value: 'Rio Grande do Sul' },
          { key: 'SP', value: 'São Paulo' },
        ],
      };
    if (method === 'POST' && url.pathname.endsWith('/keys')) return { status: 200, body: [] };
    if (url.pathname !== '/api/publico/municipios') return undefined;
    // The municipalities' search, read with its query string.
    buscas.push(url.search);
    const busca = (url.searchParams.get('busca') ?? '').toLowerCase();
    const uf = url.searchParams.get('uf');
    const municipios = MUNICIPIOS.filter(
      (m) =>
        (!uf || m.uf === uf) && m.nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(busca),
    );
    return { status: 200, body: { municipios } };
  });
  return buscas;
}

function Form({
  permissions,
  externo = false,
  record,
  onSubmit = () => undefined,
}: {
  permissions: PermissionTree | null;
  externo?: boolean;
  record: FormValues;
  onSubmit?: (values: FormValues) => void;
}) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const canWrite = !externo;
  const plan = planClienteFields(
    planFields(def, 'edit', canWrite),
    { externo, permissions, canWrite },
    'Prix 250',
    record.municipio ? { id: String(record.municipio), nome: 'São Paulo' } : null,
  );
  return (
    <AppProviders queryClient={client}>
      <RegisterForm
        plan={plan}
        schema={(schemas) => schemas.updateSchemaOf(cliente, '100234')}
        defaultValues={initialValues(def, 'edit', record)}
        canWrite={canWrite}
        saving={false}
        errors={[]}
        onSubmit={onSubmit}
        onBack={() => undefined}
      />
    </AppProviders>
  );
}

const RECORD = {
  id: '100234',
  nome: 'Balanças Paulista Ltda',
  pais: 'BR',
  estado: 'SP',
  cidade: 'São Paulo',
  municipio: '3550308',
  latitude: '',
  longitude: '',
};
const staff = () => makeSession([PERM.cadastro.cliente]).permissions;
const campos = () => within(screen.getByRole('region', { name: 'Informações básicas' }));

describe('the company form: city and coordinates', () => {
  it("plans the city after the state in the free text's place, and the coordinates for staff only", () => {
    const names = (externo: boolean) =>
      planClienteFields(
        planFields(def, 'edit', !externo),
        { externo, permissions: staff(), canWrite: !externo },
        null,
        {
          id: '3550308',
          nome: 'São Paulo',
        },
      ).map((p) => p.name);
    const interno = names(false);
    expect(interno).not.toContain('cidade');
    expect(interno.slice(interno.indexOf('estado'), interno.indexOf('estado') + 4)).toEqual([
      'estado',
      'municipio',
      'latitude',
      'longitude',
    ]);
    const externo = names(true);
    expect(externo).toContain('municipio');
    expect(externo).not.toContain('latitude');
    expect(externo).not.toContain('longitude');
  });

  it('reads the municipalities answer as options, ignoring what is not one', () => {
    expect(municipioOptions({ municipios: [MUNICIPIOS[0], { id: 1 }, null] })).toEqual([
      { key: '3550308', value: 'São Paulo' },
    ]);
    expect(municipioOptions(undefined)).toEqual([]);
  });

  it("searches the chosen state's municipalities as one types, and a new state clears the city", async () => {
    await loadSelectorCombobox();
    const buscas = server();
    render(<Form permissions={staff()} record={RECORD} />);
    const cidade = (await campos().findByRole('combobox', { name: 'Cidade' })) as HTMLInputElement;
    await waitFor(() => expect(cidade.value).toBe('São Paulo'));
    expect(campos().getAllByText(COORDENADAS_DICA)).toHaveLength(2);

    fireEvent.focus(cidade);
    fireEvent.change(cidade, { target: { value: 'sao' } });
    expect(
      await screen.findByRole('option', { name: 'São Bernardo do Campo' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Porto Alegre' })).toBeNull();
    expect(buscas.at(-1)).toBe('?uf=SP&busca=sao');
    fireEvent.click(screen.getByRole('option', { name: 'São Bernardo do Campo' }));
    await waitFor(() => expect(cidade.value).toBe('São Bernardo do Campo'));

    // Another state: the city goes, and the search looks in the new state.
    const estado = campos().getByRole('combobox', { name: 'Estado' }) as HTMLInputElement;
    fireEvent.focus(estado);
    fireEvent.change(estado, { target: { value: 'Rio' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Rio Grande do Sul' }, { timeout: 3000 }));
    await waitFor(() => expect(cidade.value).toBe(''));
    fireEvent.focus(cidade);
    fireEvent.change(cidade, { target: { value: 'porto' } });
    expect(await screen.findByRole('option', { name: 'Porto Alegre' }, { timeout: 3000 })).toBeTruthy();
    expect(buscas.at(-1)).toBe('?uf=RS&busca=porto');
  });

  it('asks for two letters before searching', async () => {
    await loadSelectorCombobox();
    const buscas = server();
    render(<Form permissions={staff()} record={{ ...RECORD, municipio: '' }} />);
    const cidade = (await campos().findByRole('combobox', { name: 'Cidade' })) as HTMLInputElement;
    fireEvent.focus(cidade);
    fireEvent.change(cidade, { target: { value: 's' } });
    expect(await screen.findByText('Digite ao menos 2 letras', {}, { timeout: 3000 })).toBeTruthy();
    expect(buscas).toHaveLength(0);
  });

  it("shows a partner the city's name, read-only", async () => {
    server();
    render(<Form permissions={null} externo record={RECORD} />);
    const cidade = (await campos().findByRole('textbox', { name: 'Cidade' })) as HTMLInputElement;
    expect(cidade.value).toBe('São Paulo');
    expect(cidade.disabled).toBe(true);
    expect(campos().queryByRole('textbox', { name: 'Latitude' })).toBeNull();
  });
});
