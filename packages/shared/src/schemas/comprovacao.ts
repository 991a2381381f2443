import { z } from '../zod-setup.js';
import { isValidCnpj } from '../format/documents.js';
import { isStorableText, unstorableMessage } from '../format/storable.js';
import { chaveNfeValida, MODELO_NFE, NFE_MENSAGENS, somenteDigitos } from '../nfe.js';
import { day, money, text } from './solicitacao-campos.js';
import { nfeComprovacaoSchema } from './solicitacao-fila.js';

/**
 * A co-op fund redemption's proof (decision 0055): the NF-e typed from a DANFE, what reading an XML answers,
 * and a partner's answer to a pending item. Apart from '@prix/shared/solicitacao', whose schemas the benefit
 * forms' page downloads: only the server validates these.
 */

/**
 * The NF-e's data typed from its DANFE, when the partner has no XML (decision 0055): the same fields the server
 * reads from an XML, each refused with the field's name. The recipient, the year, the amount and the key's use
 * in another redemption are checked by the server against the partner and the fund.
 */
export const nfeDigitadaSchema = z.object({
  chave: z
    .string({ error: NFE_MENSAGENS.chaveFormato })
    .transform(somenteDigitos)
    .refine((v) => v.length === 44, NFE_MENSAGENS.chaveFormato)
    .refine((v) => v.length !== 44 || chaveNfeValida(v), NFE_MENSAGENS.chaveDigito)
    .refine((v) => v.length !== 44 || v.slice(20, 22) === MODELO_NFE, NFE_MENSAGENS.chaveModelo),
  numero: z.coerce
    .number({ error: 'Número da NF-e: informe o número da nota.' })
    .int('Número da NF-e: informe o número da nota.')
    .min(1, 'Número da NF-e: informe o número da nota.')
    .max(999_999_999, 'Número da NF-e: no máximo 9 dígitos.'),
  serie: z.coerce
    .number({ error: 'Série da NF-e: informe a série da nota (0 a 999).' })
    .int('Série da NF-e: informe a série da nota (0 a 999).')
    .min(0, 'Série da NF-e: informe a série da nota (0 a 999).')
    .max(999, 'Série da NF-e: informe a série da nota (0 a 999).'),
  emissao: day('Data de emissão: informe a data de emissão da nota em dd/mm/aaaa.'),
  emitenteCnpj: z
    .string({ error: NFE_MENSAGENS.cnpjEmitente })
    .trim()
    .refine(isValidCnpj, NFE_MENSAGENS.cnpjEmitente),
  emitenteNome: text('o nome do emitente', 200, true),
  destinatarioCnpj: z
    .string({ error: NFE_MENSAGENS.cnpjDestinatario })
    .trim()
    .refine(isValidCnpj, NFE_MENSAGENS.cnpjDestinatario),
  valorTotal: money('Valor total da NF-e: informe o valor total da nota.'),
});
export type NfeDigitada = z.infer<typeof nfeDigitadaSchema>;

/** POST /api/solicita-beneficio/nfe: the NF-e read from its XML, checked against the partner and fund. */
export const nfeLidaSchema = z.object({ nfe: nfeComprovacaoSchema });
export type NfeLida = z.infer<typeof nfeLidaSchema>;

/** A partner's answer to a pending item: what they say, with the files asked for (in parts `resposta`). */
export const respostaPendenciaSchema = z.object({
  texto: z
    .string()
    .trim()
    .max(2000, 'A resposta: no máximo 2000 caracteres.')
    .refine(isStorableText, unstorableMessage('a resposta'))
    .optional()
    .default(''),
});
