import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';

const TOKEN = 'um-token-de-metricas-longo';

describe('/metrics', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [on, off] = await Promise.all([startTestApp({ METRICS_TOKEN: TOKEN }), startTestApp()]);
  });
  afterAll(() => Promise.all([on.close(), off.close()]));

  it('is off without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await on.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await on.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer outro-token-qualquer' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, never by address, with the process figures', async () => {
    await on.app.inject({ url: '/api/health' });
    await on.app.inject({ url: '/api/pais/BR' }); // 401: no session
    const scrape = await on.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toContain('text/plain');
    const text = scrape.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/pais\/:uuid",status="401"\} 1/,
    );
    expect(text).not.toContain('/api/pais/BR');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    if (process.env.TEST_DB === 'pg') expect(text).toContain('portal_db_pool_connections{estado="livre"}');
  });
});
