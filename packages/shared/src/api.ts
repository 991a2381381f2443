import { z } from 'zod';

/** DESIGN §4: every JSON response starts with this anti-hijack prefix; the web client strips it. */
export const JSON_PREFIX = ")]}',";

export const apiErrorSchema = z.object({ errors: z.array(z.string()) });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Texts a person reads when a call fails (SPEC §8). */
export const MSG = {
  rede: 'Não foi possível comunicar-se com o servidor',
  naoAutenticado: 'Sua sessão expirou. Entre novamente.',
  semPermissao: 'Você não tem permissão para esta página',
  semPermissaoAcao: 'Você não tem permissão para esta ação',
  naoEncontrado: 'Registro não encontrado',
  rotaNaoEncontrada: 'Recurso não encontrado',
  origemInvalida: 'Requisição recusada: origem não permitida',
  erroInterno: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  muitasRequisicoes: 'Muitas requisições. Aguarde um momento e tente novamente.',
  corpoInvalido: 'Dados inválidos na requisição',
  enderecoInvalido: 'Endereço inválido: há caracteres mal codificados na URL',
  enderecoLongo: 'Endereço muito longo',
  cabecalhosGrandes: 'Cabeçalhos da requisição muito grandes',
  tempoEsgotado: 'Tempo esgotado ao receber a requisição',
  metodoNaoPermitido: 'Método não permitido',
  servicoIndisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;
