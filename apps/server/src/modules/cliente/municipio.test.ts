import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '@prix/shared';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { staffWithKeys } from '../../testing/staff-with-keys.js';
import { CLIENTE_MSG } from './cliente-rules.js';

/**
 * A company's city is a municipality of its state (the server writes `cidade` from it); its own coordinates,
 * more precise than the municipality's seat, are set by staff who manage 'Onde comprar', both or neither.
 */
let t: TestApp;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
});
afterAll(() => t?.close());

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);
const company = (overrides: Record<string, unknown> = {}) => ({
  id: `40${String(n++).padStart(4, '0')}`,
  nome: 'Balanças Gaúchas Ltda',
  tiposparceria: ['REV'],
  classe: '250',
  pais: 'BR',
  estado: 'RS',
  cidade: 'texto antigo',
  municipio: '4314902',
  ...overrides,
});

describe('the company register: municipality and coordinates', () => {
  it('stores the municipality, writes the city from its name, and reads back the code and the name', async () => {
    const created = await call('POST', '/api/cliente', admin, company());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = await call('GET', `/api/cliente/${created.body.uuid as string}`, admin);
    expect(detail.body).toMatchObject({
      municipio: '4314902',
      municipioNome: 'Porto Alegre',
      cidade: 'Porto Alegre',
      latitude: null,
      longitude: null,
    });
  });

  it('refuses an unknown municipality, one of another state, and a malformed code, storing nothing', async () => {
    const unknown = await call('POST', '/api/cliente', admin, company({ municipio: '4399999' }));
    expect(unknown).toEqual({ status: 400, body: { errors: [CLIENTE_MSG.municipio] } });
    const otherState = await call('POST', '/api/cliente', admin, company({ municipio: '3550308' }));
    expect(otherState).toEqual({ status: 400, body: { errors: [CLIENTE_MSG.municipioEstado] } });
    const malformed = await call('POST', '/api/cliente', admin, company({ municipio: 'Porto' }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors!.join(' ')).toMatch(/Cidade inválida/);
  });

  it('takes both coordinates or neither, within range, a comma as the point', async () => {
    const created = await call(
      'POST',
      '/api/cliente',
      admin,
      company({ latitude: '-30,0346', longitude: '-51.2177' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = await call('GET', `/api/cliente/${created.body.uuid as string}`, admin);
    expect(detail.body).toMatchObject({ latitude: '-30.0346', longitude: '-51.2177' });
    const one = await call('POST', '/api/cliente', admin, company({ latitude: '-30.1' }));
    expect(one).toEqual({ status: 400, body: { errors: [CLIENTE_MSG.coordenadas] } });
    for (const [latitude, longitude] of [
      ['91', '0'],
      ['0', '-180.5'],
      ['abc', '0'],
    ]) {
      const r = await call('POST', '/api/cliente', admin, company({ latitude, longitude }));
      expect(r.status, `${latitude} ${longitude}`).toBe(400);
      expect(r.body.errors!.join(' ')).toMatch(/fora do intervalo/);
    }
  });

  it('lets only staff who manage Onde comprar set coordinates', async () => {
    const staff = await staffWithKeys(t, '10000092');
    await staff.holdOnly([PERM.cadastro.cliente]);
    const refused = await call(
      'POST',
      '/api/cliente',
      staff.cookie,
      company({ latitude: '-30', longitude: '-51' }),
    );
    expect(refused.status).toBe(403);
    const allowed = await call('POST', '/api/cliente', staff.cookie, company());
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });
});
