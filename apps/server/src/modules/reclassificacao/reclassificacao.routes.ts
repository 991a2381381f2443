import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { MSG, PERM } from '@prix/shared';
import {
  anoPadraoReclassificacao,
  reclassificacaoApplySchema,
  reclassificacaoPreviewSchema,
  reclassificacaoQuerySchema,
  reclassificacaoResultSchema,
} from '@prix/shared/reclassificacao';
import { PAGE } from '@prix/shared/pages';
import { queryRows, type Db } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { recordClassChange } from './classe-historico.js';
import { classChangeMail } from './reclassificacao-mail.js';
import { previewReclassification } from './reclassificacao.js';

const TAGS = ['Cadastros'];

/**
 * SPEC §9: the yearly reclassification of partners' classes by the reference year's net billing,
 * previewed and applied by staff with classe.reclassificar (decision 0028).
 */
export async function reclassificacaoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = (summary: string) => ({
    access: access.key(PERM.classe.reclassificar),
    docs: { summary, tags: TAGS },
  });
  const staffOnly = async (request: Parameters<typeof signedIn>[0]) => {
    const auth = await signedIn(request);
    // Classes are the company's decision: never a partner's, whatever their profile holds.
    if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
    return auth;
  };

  app.get(
    '/api/reclassificacao',
    {
      config: config(
        'Prévia da reclassificação anual: classe atual, faturamento líquido do ano (padrão: o ano anterior) e classe nova de cada parceiro ativo',
      ),
      // Both answers are checked on the way out: the page reads them as they come (SERVER_CHECKED_ANSWERS).
      schema: { querystring: reclassificacaoQuerySchema, response: { 200: reclassificacaoPreviewSchema } },
    },
    async (request) => {
      await staffOnly(request);
      const { ano } = request.query;
      return previewReclassification(app.database.db, ano ?? anoPadraoReclassificacao());
    },
  );

  app.post(
    '/api/reclassificacao',
    {
      config: config(
        'Aplica a reclassificação do ano: muda as classes numa transação, registra o histórico e avisa cada parceiro que mudou por e-mail; aplicar de novo não muda nada',
      ),
      schema: { body: reclassificacaoApplySchema, response: { 200: reclassificacaoResultSchema } },
    },
    async (request) => {
      const auth = await staffOnly(request);
      const { ano } = request.body;
      const result = await app.database.db.transaction(async (tx) => {
        const preview = await previewReclassification(tx, ano, true);
        let emails = 0;
        const changed = preview.linhas.filter((l) => l.muda);
        for (const linha of changed) {
          await tx.execute(
            sql`update cliente set classe_id = ${linha.classeNova.id}, dhedicao = now(), usedicao = ${auth.usuario.id}
                where id = ${linha.id}`,
          );
          await recordClassChange(app, tx, {
            clienteId: linha.id,
            origem: 'reclassificacao',
            ano,
            de: linha.classeAtual?.id ?? null,
            para: linha.classeNova.id,
            faturamento: linha.faturamento,
            usuarioId: auth.usuario.id,
          });
          const to = await partnerAddress(tx, linha.id);
          if (!to) continue;
          await app.jobs.enqueueMail(
            classChangeMail({
              to,
              cliente: linha.nome,
              ano,
              de: linha.classeAtual?.nome ?? null,
              para: linha.classeNova.nome,
              faturamento: linha.faturamento,
              link: `${app.config.publicUrl}${PAGE.categorias}`,
            }),
            tx,
          );
          emails++;
        }
        return { ano, alterados: changed.length, emails };
      });
      if (result.emails) app.jobs.wake();
      request.log.info(result, 'reclassificação aplicada');
      return result;
    },
  );
}

/** The owner's e-mail of the company (emailprop), else its responsible person's at Prix. */
async function partnerAddress(db: Db, clienteId: string): Promise<string | null> {
  const [row] = await queryRows<{ email: string | null }>(
    db,
    sql`select coalesce(nullif(trim(c.emailprop), ''), nullif(trim(u.email), '')) as email
        from cliente c left join usuario u on u.id = c.usuario_resp_id where c.id = ${clienteId}`,
  );
  return row?.email ?? null;
}
