import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { deflateSync, crc32 } from 'node:zlib';
import { count } from 'drizzle-orm';
import {
  CLASSE_INICIAL,
  CONSENTIMENTO_CANDIDATURA_VERSAO,
  TIPOS_CANDIDATURA,
  type StatusCandidatura,
  type TipoCandidatura,
} from '@prix/shared/core/candidatura';
import type { Db } from '../db/client.js';
import { diaEmBrasilia, somarDias } from '../modules/privacidade/prazo.js';
import { cnpjRaiz } from '../modules/candidatura/candidatura-store.js';
import * as t from '../db/schema.js';
import type { FileStorage, PendingObject } from '../storage/index.js';

/** The company the demo's approved application became: in its first 90 days, so its onboarding shows. */
export const EMPRESA_APROVADA = { id: '300451', diasAtras: 20 };
/** Its owner, who signs in through the embedded provider's list like the other demo people. */
export const DONO_APROVADA = {
  id: 'EXT0006',
  nome: 'Carla',
  sobrenome: 'Cerrado',
  email: 'carla@balancascerrado.com.br',
  celular: '+55 (62) 99812-3344',
};

interface DemoCandidatura {
  status: StatusCandidatura;
  cnpj: string;
  razaoSocial: string;
  nomeFantasia: string | null;
  cep: string;
  rua: string;
  numero: string;
  bairro: string;
  uf: string;
  municipio: string;
  telefone: string;
  tipo: TipoCandidatura;
  contato: [nome: string, email: string, celular: string];
  diasAtras: number;
  /** Staff's moves after receipt: [status, days ago, message]. */
  movimentos: [StatusCandidatura, number, string | null][];
}

/** The demo's applications, one in each status (decision 0047). */
const CANDIDATURAS: DemoCandidatura[] = [
  {
    status: 'pendencia',
    cnpj: '23.456.789/0001-95',
    razaoSocial: 'Pesagem Nordeste Comércio de Balanças Ltda',
    nomeFantasia: 'Pesagem Nordeste',
    cep: '50030-230',
    rua: 'Avenida Rio Branco',
    numero: '180',
    bairro: 'Recife Antigo',
    uf: 'PE',
    municipio: '2611606',
    telefone: '+55 (81) 3224-5566',
    tipo: 'revenda',
    contato: ['Joaquim Albuquerque', 'joaquim@pesagemnordeste.com.br', '+55 (81) 99745-1200'],
    diasAtras: 6,
    movimentos: [
      ['em_analise', 5, null],
      [
        'pendencia',
        4,
        'O cartão CNPJ enviado é de 2019 e mostra outro endereço. Envie o cartão CNPJ atualizado, emitido neste ano.',
      ],
    ],
  },
  {
    status: 'aprovada',
    cnpj: '34.567.891/0001-84',
    razaoSocial: 'Balanças Cerrado Comércio Ltda',
    nomeFantasia: 'Balanças Cerrado',
    cep: '74110-010',
    rua: 'Avenida T-63',
    numero: '1200',
    bairro: 'Setor Bueno',
    uf: 'GO',
    municipio: '5208707',
    telefone: '+55 (62) 3251-7788',
    tipo: 'revenda',
    contato: [`${DONO_APROVADA.nome} ${DONO_APROVADA.sobrenome}`, DONO_APROVADA.email, DONO_APROVADA.celular],
    diasAtras: 26,
    movimentos: [
      ['em_analise', 24, null],
      ['aprovada', EMPRESA_APROVADA.diasAtras, `Empresa ${EMPRESA_APROVADA.id}`],
    ],
  },
  {
    status: 'recusada',
    cnpj: '45.678.123/0001-14',
    razaoSocial: 'Comercial Pesa Certo ME',
    nomeFantasia: 'Pesa Certo',
    cep: '13015-001',
    rua: 'Rua Barão de Jaguara',
    numero: '950',
    bairro: 'Centro',
    uf: 'SP',
    municipio: '3509502',
    telefone: '+55 (19) 3232-4455',
    tipo: 'assistencia',
    contato: ['Renato Pereira', 'renato@pesacerto.com.br', '+55 (19) 99123-8877'],
    diasAtras: 40,
    movimentos: [
      ['em_analise', 38, null],
      [
        'recusada',
        35,
        'Para assistência técnica autorizada, a empresa precisa de um técnico com o treinamento de metrologia; hoje a região de Campinas já é atendida por duas oficinas autorizadas.',
      ],
    ],
  },
  {
    // Received more than 10 working days ago and still waiting: flagged in staff's queue.
    status: 'recebida',
    cnpj: '7H.6A1.B2C/0001-75',
    razaoSocial: 'Balanças Litoral Sul Ltda',
    nomeFantasia: null,
    cep: '88015-200',
    rua: 'Rua Felipe Schmidt',
    numero: '315',
    bairro: 'Centro',
    uf: 'SC',
    municipio: '4205407',
    telefone: '+55 (48) 3224-9090',
    tipo: 'assistencia',
    contato: ['Marina Schmitt', 'marina@litoralsulbalancas.com.br', '+55 (48) 99988-7766'],
    diasAtras: 21,
    movimentos: [],
  },
  {
    status: 'em_analise',
    cnpj: '56.789.012/0001-00',
    razaoSocial: 'Pesagem Amazônia Comércio e Serviços Ltda',
    nomeFantasia: 'Pesagem Amazônia',
    cep: '69010-060',
    rua: 'Avenida Eduardo Ribeiro',
    numero: '520',
    bairro: 'Centro',
    uf: 'AM',
    municipio: '1302603',
    telefone: '+55 (92) 3633-1122',
    tipo: 'revenda',
    contato: ['Iara Lima', 'iara@pesagemamazonia.com.br', '+55 (92) 99231-4455'],
    diasAtras: 3,
    movimentos: [['em_analise', 2, null]],
  },
];

/** A small valid PDF of one page with a title and a line (the demo's document scans). */
export function tinyPdf(title: string, line: string): Buffer {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[()\\]/g, '');
  const content = `BT /F1 18 Tf 56 760 Td (${ascii(title)}) Tj ET\nBT /F1 11 Tf 56 730 Td (${ascii(line)}) Tj ET\nBT /F1 9 Tf 56 60 Td (Documento de demonstracao do Portal de Parceiros Prix) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small valid PNG (a grey card with a darker band, like a scanned card's photo). */
export function tinyPng(width = 320, height = 200): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const shade = y < 40 ? 0x3c : y % 24 < 2 ? 0xb4 : 0xee;
    rows.fill(shade, y * (width + 1) + 1, (y + 1) * (width + 1));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const daysAgo = (d: number, hour = 10) =>
  new Date(`${somarDias(diaEmBrasilia(), -d)}T${String(hour + 3).padStart(2, '0')}:00:00Z`); // hour in Brasília (UTC−3)

/**
 * The demo's applications to be a partner, one in each status, with their documents in the file storage (a
 * small PDF and PNG each); the approved one became the demo company 300451 with its owner Carla Cerrado,
 * created within the last 90 days. Only on a database without applications (they have no natural key).
 * Their status addresses are random: nobody holds them.
 */
export async function seedCandidaturas(db: Db, storage: FileStorage): Promise<void> {
  const [row] = await db.select({ n: count() }).from(t.candidatura);
  if ((row?.n ?? 0) > 0) return;
  const kept: PendingObject[] = [];
  const store = async (bytes: Buffer, contentType: string) => {
    const pending = await storage.write(Readable.from([bytes]), { maxBytes: 1024 * 1024, contentType });
    kept.push(pending);
    return pending;
  };
  const autor = '10000001';
  try {
    await db.transaction(async (tx) => {
      for (const c of CANDIDATURAS) {
        const decidida = c.movimentos.find(([s]) => s === 'aprovada' || s === 'recusada');
        const ultima = c.movimentos.filter(([, , m]) => m).at(-1);
        let clienteId: string | null = null;
        if (c.status === 'aprovada') {
          clienteId = EMPRESA_APROVADA.id;
          const criada = daysAgo(EMPRESA_APROVADA.diasAtras, 15);
          await tx.insert(t.cliente).values({
            id: clienteId,
            nome: c.razaoSocial,
            cnpj: c.cnpj,
            classeId: CLASSE_INICIAL,
            usuarioRespId: '10000003',
            rua: c.rua,
            numero: c.numero,
            cep: c.cep,
            bairro: c.bairro,
            estadoId: c.uf,
            cidade: 'Goiânia',
            municipioId: c.municipio,
            nomeprop: c.contato[0],
            emailprop: c.contato[1],
            telefoneprop: c.telefone,
            celularprop: c.contato[2],
            uscriacao: autor,
            dhcriacao: criada,
          });
          await tx
            .insert(t.clienteTipoparceria)
            .values({ clienteId, tipoparceriaId: TIPOS_CANDIDATURA[c.tipo].tipoparceria });
          // Its first class came with the approval (decision 0053).
          await tx.insert(t.classeHistorico).values({
            clienteId,
            origem: 'candidatura',
            classePara: CLASSE_INICIAL,
            usuarioId: autor,
            dhcriacao: criada,
          });
          await tx.insert(t.usuario).values({
            id: DONO_APROVADA.id,
            nome: DONO_APROVADA.nome,
            sobrenome: DONO_APROVADA.sobrenome,
            email: DONO_APROVADA.email,
            celular: DONO_APROVADA.celular,
            externo: true,
            cargoId: 'PROPRIETARIO',
            uscriacao: autor,
            dhcriacao: criada,
          });
          await tx.insert(t.usuarioCliente).values({ usuarioId: DONO_APROVADA.id, clienteId });
        }
        const recebida = daysAgo(c.diasAtras, 9);
        const [inserted] = await tx
          .insert(t.candidatura)
          .values({
            recebidaEm: recebida,
            status: c.status,
            cnpj: c.cnpj,
            cnpjRaiz: cnpjRaiz(c.cnpj),
            razaoSocial: c.razaoSocial,
            nomeFantasia: c.nomeFantasia,
            cep: c.cep,
            rua: c.rua,
            numero: c.numero,
            bairro: c.bairro,
            uf: c.uf,
            municipioId: c.municipio,
            telefone: c.telefone,
            tipo: c.tipo,
            contatoNome: c.contato[0],
            contatoEmail: c.contato[1],
            contatoCelular: c.contato[2],
            tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
            mensagem: c.status === 'aprovada' ? null : (ultima?.[2] ?? null),
            decididaEm: decidida ? daysAgo(decidida[1], 15) : null,
            clienteId,
            consentimentoVersao: CONSENTIMENTO_CANDIDATURA_VERSAO,
            consentimentoEm: recebida,
            atualizadoEm: c.movimentos.length ? daysAgo(c.movimentos.at(-1)![1], 15) : recebida,
          })
          .returning({ id: t.candidatura.id });
        const candidaturaId = inserted!.id;
        // The consent of the form, as a record (decision 0048).
        await tx.insert(t.consentimento).values({
          email: c.contato[1],
          origem: 'candidatura',
          versao: CONSENTIMENTO_CANDIDATURA_VERSAO,
          em: recebida,
        });
        const contrato = await store(
          tinyPdf(
            `Contrato social - ${c.razaoSocial}`,
            `CNPJ ${c.cnpj} - ${c.rua}, ${c.numero} - ${c.bairro}`,
          ),
          'application/pdf',
        );
        const cartao = await store(tinyPng(), 'image/png');
        await tx.insert(t.candidaturaDocumento).values(
          [
            [contrato, 'contratoSocial', 'application/pdf', 'contrato-social.pdf'] as const,
            [cartao, 'cartaoCnpj', 'image/png', 'cartao-cnpj.png'] as const,
          ].map(([p, tipo, tipoArquivo, nome]) => ({
            candidaturaId,
            tipo,
            arquivoChave: p.key,
            arquivoTamanho: p.size,
            arquivoSha256: p.sha256,
            arquivoTipo: tipoArquivo,
            arquivoNome: nome,
            enviadoEm: recebida,
          })),
        );
        await tx.insert(t.candidaturaEvento).values([
          { candidaturaId, tipo: 'recebida', em: recebida },
          ...c.movimentos.map(([tipo, dias, detalhe]) => ({
            candidaturaId,
            tipo,
            em: daysAgo(dias, 15),
            usuarioId: autor,
            detalhe,
          })),
        ]);
      }
      for (const pending of kept) await pending.keep();
    });
  } catch (error) {
    await Promise.all(kept.map((pending) => pending.discard()));
    throw error;
  }
}
