import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PERM } from '@prix/shared';
import {
  clientesAlteradosSchema,
  contatosAlteradosSchema,
  feedQuerySchema,
  type ClienteAlterado,
  type ContatoAlterado,
} from '@prix/shared/integracao';
import { access } from '../../plugins/access.js';
import { feedPage } from './change-feed-page.js';
import { integrationResponses } from './integration-write.js';

const iso = (value: Date | string) => new Date(value).toISOString();

const PAGING =
  'Para acompanhar o que mudou: a primeira chamada leva alteradosDesde (ou nada, para tudo desde o início); as seguintes levam só o cursor da resposta anterior. Cada mudança vem uma vez, na ordem em que as gravações terminaram, sem pular nem repetir linhas mesmo com gravações simultâneas: uma gravação ainda em andamento aparece depois, numa página seguinte. temMais: true diz que há mais páginas prontas; false, que por ora é tudo (guarde o cursor e chame de novo mais tarde). Uma linha alterada de novo volta a aparecer, com seus dados atuais. Cursor ou data inválidos: 400.';

interface ClienteRow {
  xid: string;
  seq: string;
  id: string;
  uuid: string;
  nome: string;
  cnpj: string | null;
  rua: string | null;
  numero: string | null;
  complemento: string | null;
  cep: string | null;
  bairro: string | null;
  municipio_id: string | null;
  cidade: string | null;
  estado_id: string | null;
  classe_id: string | null;
  inativo: boolean;
  tipos: string[] | null;
  alterado_em: Date | string;
}

const clienteItem = (r: ClienteRow): ClienteAlterado => ({
  codigo: r.id,
  uuid: r.uuid,
  nome: r.nome,
  cnpj: r.cnpj,
  endereco: {
    rua: r.rua,
    numero: r.numero,
    complemento: r.complemento,
    cep: r.cep,
    bairro: r.bairro,
    municipio: r.municipio_id,
    cidade: r.cidade,
    estado: r.estado_id,
  },
  tiposParceria: r.tipos ?? [],
  classe: r.classe_id,
  ativo: !r.inativo,
  alteradoEm: iso(r.alterado_em),
});

interface ContatoRow {
  xid: string;
  seq: string;
  uuid: string;
  recebido_em: Date | string;
  nome: string;
  email: string;
  telefone: string;
  municipio_id: string;
  interesse: string;
  linha: string;
  status: string;
  resultado: string | null;
  cliente_id: string | null;
  alterado_em: Date | string;
}

const contatoItem = (r: ContatoRow): ContatoAlterado => ({
  uuid: r.uuid,
  recebidoEm: iso(r.recebido_em),
  nome: r.nome,
  email: r.email,
  telefone: r.telefone,
  municipio: r.municipio_id,
  interesse: r.interesse,
  linha: r.linha,
  status: r.status,
  resultado: r.resultado,
  parceiro: r.cliente_id,
  alteradoEm: iso(r.alterado_em),
});

const clientesExample = clientesAlteradosSchema.meta({
  examples: [
    {
      itens: [
        {
          codigo: '100234',
          uuid: '0b0e6f4e-3f55-4c1e-9a51-6c2f8d7a1b20',
          nome: 'Balanças Paulista Ltda.',
          cnpj: '12.345.678/0001-95',
          endereco: {
            rua: 'Rua das Indústrias',
            numero: '120',
            complemento: null,
            cep: '01310-100',
            bairro: 'Centro',
            municipio: '3550308',
            cidade: 'São Paulo',
            estado: 'SP',
          },
          tiposParceria: ['REV'],
          classe: '250',
          ativo: true,
          alteradoEm: '2026-03-02T13:45:10.120Z',
        },
      ],
      cursor: 'ODgxLjEyMDQ1LjE3NzIzMzQwMDAwMDA',
      temMais: false,
    },
  ],
});

const contatosExample = contatosAlteradosSchema.meta({
  examples: [
    {
      itens: [
        {
          uuid: '5d2c7e1a-9b7f-4f0e-8d7e-2a1f3c4b5d6e',
          recebidoEm: '2026-03-02T12:00:00.000Z',
          nome: 'Ana Souza',
          email: 'ana@exemplo.com.br',
          telefone: '(11) 98888-7777',
          municipio: '3550308',
          interesse: 'compra',
          linha: 'comercial',
          status: 'encerrado',
          resultado: 'vendido',
          parceiro: '100234',
          alteradoEm: '2026-03-05T18:20:00.000Z',
        },
      ],
      cursor: 'ODgyLjEyMDUwLg',
      temMais: false,
    },
  ],
});

const responses = <T extends z.ZodType>(ok: T) => integrationResponses({ 200: ok });

/**
 * What changed since an instant, for another system to keep its copy (decision 0057): companies (for the ERP)
 * and enquiries with their status and outcome (for a CRM), paged by an opaque cursor (`feedPage`).
 */
export async function feedsIntegracaoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/integracao/clientes',
    {
      config: {
        access: access.integration(PERM.cadastro.cliente),
        docs: {
          summary: 'Empresas alteradas desde um instante',
          description: `As empresas criadas ou alteradas (cadastro, classe, endereço, situação), com seus dados atuais. ${PAGING} Exige um token com a permissão cadastro.cliente.`,
          tags: ['Integrações'],
          response: responses(clientesExample),
        },
      },
      schema: { querystring: feedQuerySchema },
    },
    async (request) =>
      feedPage<ClienteRow, ClienteAlterado>(app.database.db, {
        query: request.query,
        item: clienteItem,
        select: sql`select t.alteracao_xid::text as xid, t.alteracao_seq::text as seq, t.id, t.uuid, t.nome,
              t.cnpj, t.rua, t.numero, t.complemento, t.cep, t.bairro, t.municipio_id, t.cidade, t.estado_id,
              t.classe_id, t.inativo, t.alterado_em,
              array(select tp.tipoparceria_id from cliente_tipoparceria tp where tp.cliente_id = t.id
                    order by tp.tipoparceria_id) as tipos
            from cliente t`,
      }),
  );

  app.get(
    '/api/integracao/contatos',
    {
      config: {
        access: access.integration(PERM.ondeComprar.gerenciar),
        docs: {
          summary: "Contatos de 'Onde comprar' alterados desde um instante",
          description: `Os contatos de clientes recebidos pelo localizador ou que mudaram de situação (oferecido, aceito, equipe, encerrado) ou de resultado, com o parceiro a que estão atribuídos. ${PAGING} Exige um token com a permissão contatos.gerenciar.`,
          tags: ['Integrações'],
          response: responses(contatosExample),
        },
      },
      schema: { querystring: feedQuerySchema },
    },
    async (request) =>
      feedPage<ContatoRow, ContatoAlterado>(app.database.db, {
        query: request.query,
        item: contatoItem,
        select: sql`select t.alteracao_xid::text as xid, t.alteracao_seq::text as seq, t.uuid, t.recebido_em,
              t.nome, t.email, t.telefone, t.municipio_id, t.interesse, t.linha, t.status, t.resultado,
              t.cliente_id, t.alterado_em
            from contato t`,
      }),
  );
}
