// The reference of the API figures (bench/run.ts): a bare Fastify JSON route, as its own process like the portal.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, mensagem: 'referência' }));
app.get('/acesso/login', async () => ({ pronto: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
