// Recebe os webhooks do Portal Prix: confere a assinatura e recusa avisos com mais de 5 minutos.
import { createServer } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';

const segredo = process.env.WEBHOOK_SEGREDO; // o whsec_… mostrado uma vez ao cadastrar o webhook
const servidor = createServer(async (req, res) => {
  let corpo = '';
  for await (const parte of req.setEncoding('utf8')) corpo += parte;
  const campos = new URLSearchParams(String(req.headers['x-prix-assinatura']).replaceAll(',', '&'));
  const [t, v1] = [Number(campos.get('t')), Buffer.from(campos.get('v1') ?? '')];
  const esperada = Buffer.from(createHmac('sha256', segredo).update(`${t}.${corpo}`).digest('hex'));
  const recente = Math.abs(Date.now() / 1000 - t) <= 5 * 60;
  const ok = recente && v1.length === esperada.length && timingSafeEqual(v1, esperada);
  res.writeHead(ok ? 204 : 401).end();
  if (ok) process.stdout.write(`recebido ${JSON.parse(corpo).evento} ${req.headers['x-prix-entrega']}\n`);
});
servidor.listen(Number(process.env.PORT ?? 8080), () =>
  process.stdout.write(`ouvindo na porta ${servidor.address().port}\n`),
);
