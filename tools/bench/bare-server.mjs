// The reference of the API figures (bench/run.ts): a bare Fastify JSON route, as its own process like the portal.
// With BENCH_HEADERS (the portal's security header lists, worked out by run.ts), two more references that send
// what the portal must send anyway, so a reader can tell the headers' cost from the app's (decision 0032):
// a page route with the site's headers, and the anonymous 401 with the API's.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, mensagem: 'referência' }));
app.get('/acesso/login', async () => ({ pronto: true }));

const headers = process.env.BENCH_HEADERS ? JSON.parse(process.env.BENCH_HEADERS) : null;
if (headers) {
  const withHeaders = (list) => (request, reply, done) => {
    for (const [name, value] of list) reply.raw.setHeader(name, value);
    reply.raw.setHeader('x-request-id', randomUUID());
    done();
  };
  app.get('/bare-pagina', { onRequest: withHeaders(headers.page) }, async () => ({
    ok: true,
    mensagem: 'referência',
  }));
  const unauthorised = ')]}\',{"errors":["Sua sessão expirou. Entre novamente."]}';
  app.post('/bare-401', { onRequest: withHeaders(headers.api) }, async (_request, reply) =>
    reply
      .code(401)
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(unauthorised),
  );
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
