import { chaveDaNota, nfeXml, type NotaDemo } from '../seed/nfe-demo.js';
import type { MultipartFile } from './multipart.js';
import { PNG_BYTES } from './register-send.js';

/** Balanças Paulista (100234), the demo's Prix 250 partner: the recipient of the tests' notes. */
export const CNPJ_PARCEIRO = '61.234.567/0001-17';

let sequence = 0;

/**
 * An authorised NF-e of this year (the fund's) to the demo partner, for `total` reais; each call another
 * number and code, so another key (an NF-e proves one redemption).
 */
export function notaDoAno(total: number, overrides: Partial<NotaDemo> = {}): NotaDemo {
  sequence += 1;
  const hoje = new Date().toISOString().slice(0, 10);
  return {
    dhEmi: `${hoje}T09:30:00-03:00`,
    numero: 70_000 + sequence + Math.floor(Math.random() * 1_000_000),
    cNF: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
    emitente: { cnpj: '24.681.357/0001-40', nome: 'Gráfica e Editora Paulistana Ltda' },
    destinatario: { cnpj: CNPJ_PARCEIRO, nome: 'Balanças Paulista Comércio Ltda' },
    itens: [{ descricao: 'Folheto promocional A4', ncm: '49111090', quantidade: 1, valorUnitario: total }],
    ...overrides,
  };
}

/** The note's XML as the multipart part `nfeXml`. */
export function xmlPart(nota: NotaDemo, field = 'nfeXml'): MultipartFile {
  const head = Buffer.from(nfeXml(nota), 'utf8');
  return { field, filename: `NFe${chaveDaNota(nota)}-procNFe.xml`, head, size: head.length };
}

/** A photo of the activity (a PNG) as the part `foto`. */
export const fotoPart = (filename = 'vitrine.png', field = 'foto'): MultipartFile => ({
  field,
  filename,
  head: PNG_BYTES,
  size: PNG_BYTES.length,
});

/** The activity's fields of a redemption form. */
export const ATIVIDADE = {
  atividade: 'Vitrine ou fachada',
  descricaoAtividade: 'Adesivação da vitrine com a linha Prix 3.',
  periodoInicio: '2026-01-05',
  periodoFim: '2026-01-20',
};
