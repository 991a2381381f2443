import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PERM } from '@prix/shared';
import { extratoVerbaSchema, type ExtratoVerba } from '@prix/shared/programa';
import { ANEXOS_COMPROVACAO, LAYOUT_RESGATE_VERBA } from '@prix/shared/solicitacao';
import { queryRows } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { coopFundOf } from '../cliente/benefit-balance.js';

const query = z.object({
  ano: z.coerce.number().int().min(2000).max(2100).optional(),
  /** Internal users name the company; a partner always sees its current one. */
  cliente: z.string().max(10).optional(),
});

export const SEM_EMPRESA = 'Escolha a empresa para ver a verba de marketing cooperado.';

/** The co-op fund (VMC) ledger page (decision 0027): a company's figures and redemptions by year. */
export async function verbaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/verba-marketing-cooperado',
    {
      // Checked on the way out: the page reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { querystring: query, response: { 200: extratoVerbaSchema } },
      config: {
        access: access.key(PERM.metricas.marketingCooperado),
        docs: {
          summary:
            'A verba de marketing cooperado de um ano: acumulada, solicitada, aprovada, paga e disponível, e os pedidos de resgate',
          tags: ['Benefícios'],
        },
      },
    },
    async (request): Promise<ExtratoVerba> => {
      const auth = await signedIn(request);
      const q = request.query;
      const id = auth.usuario.externo ? auth.empresa?.id : q.cliente;
      if (!id) throw new HttpError(400, SEM_EMPRESA);
      const [empresa] = await queryRows<{ id: string; nome: string; primeiro: number | null }>(
        db(),
        sql`select c.id, c.nome,
              (select extract(year from min(periodo))::int from faturamento f where f.cliente_id = c.id) as primeiro
            from cliente c where c.id = ${id}`,
      );
      if (!empresa) throw new HttpError(404, 'Empresa não encontrada.');
      const atual = new Date().getFullYear();
      const ano = q.ano ?? atual;
      // A year's fund comes from the previous year's purchases: the years after the first billed one.
      const desde = Math.min(atual, (empresa.primeiro ?? atual) + 1);
      const anos = Array.from({ length: atual - desde + 1 }, (_, i) => atual - i);
      const resgates = await queryRows<{
        uuid: string;
        numero: number;
        status: string;
        valor: string;
        valor_aprovado: string | null;
        dhcriacao: Date | string;
        atividade: string | null;
        nfe_numero: number | null;
        nfe_serie: number | null;
        emitente: string | null;
        fotos: number;
        pago_em: string | null;
        pagamento_referencia: string | null;
      }>(
        db(),
        sql`select s.uuid, s.id as numero, s.status, s.valor, s.valor_aprovado, s.dhcriacao,
              s.dados->>'atividade' as atividade, n.numero as nfe_numero, n.serie as nfe_serie,
              n.emitente_nome as emitente, s.pago_em::text as pago_em, s.pagamento_referencia,
              (select count(*)::int from solicitacao_anexo a
                where a.solicitacao_id = s.id and a.campo = ${ANEXOS_COMPROVACAO.foto.campo}) as fotos
            from solicitacao s left join resgate_nfe n on n.solicitacao_id = s.id
            where s.cliente_id = ${empresa.id} and s.formulario = ${LAYOUT_RESGATE_VERBA} and s.valor is not null
              and s.dhcriacao >= ${`${ano}-01-01`}::date and s.dhcriacao < ${`${ano + 1}-01-01`}::date
            order by s.dhcriacao desc, s.id desc`,
      );
      return {
        empresa: { id: empresa.id, nome: empresa.nome },
        anos,
        verba: await coopFundOf(db(), empresa.id, ano),
        resgates: resgates.map((r) => ({
          uuid: r.uuid,
          numero: r.numero,
          status: r.status,
          valor: Number(r.valor),
          valorAprovado: r.valor_aprovado === null ? null : Number(r.valor_aprovado),
          dhcriacao: new Date(r.dhcriacao).toISOString(),
          comprovacao:
            r.nfe_numero === null && r.atividade === null
              ? null
              : {
                  atividade: r.atividade,
                  nfe:
                    r.nfe_numero === null
                      ? null
                      : { numero: r.nfe_numero, serie: r.nfe_serie ?? 0, emitente: r.emitente ?? '' },
                  fotos: r.fotos,
                },
          pagamento:
            r.pago_em === null ? null : { data: r.pago_em, referencia: r.pagamento_referencia ?? '' },
        })),
      };
    },
  );
}
