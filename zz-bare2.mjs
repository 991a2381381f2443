import Fastify from 'fastify';
const app = Fastify({ logger: false });
const H = process.env.HDR === '1' || process.env.HDR === '2';
const headers = [
 ['Content-Security-Policy', "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';frame-src 'self' https://player.vimeo.com"],
 ['Cross-Origin-Opener-Policy','same-origin'],['Cross-Origin-Resource-Policy','same-origin'],['Origin-Agent-Cluster','?1'],['Referrer-Policy','same-origin'],['X-Content-Type-Options','nosniff'],['X-DNS-Prefetch-Control','off'],['X-Download-Options','noopen'],['X-Frame-Options','SAMEORIGIN'],['X-Permitted-Cross-Domain-Policies','none'],['X-XSS-Protection','0']];
if (process.env.HDR === '2') headers.splice(0, headers.length, ['Content-Security-Policy', "default-src 'none';frame-ancestors 'none'"], ['Cross-Origin-Resource-Policy','same-origin'], ['X-Content-Type-Options','nosniff'], ['X-Frame-Options','DENY'], ['Referrer-Policy','same-origin']);
if (H) app.addHook('onRequest', (req, reply, done) => { for (const [k, v] of headers) reply.raw.setHeader(k, v); reply.raw.setHeader('x-request-id', crypto.randomUUID()); done(); });
app.get('/bare', async () => ({ ok: true, mensagem: 'referência' }));
app.post('/api/acesso/info', async (req, reply) => { reply.code(401).header('cache-control','no-store'); return ")]}',{\"errors\":[\"Sua sessão expirou. Entre novamente.\"]}"; });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
