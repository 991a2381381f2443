import { LAYOUT_RESGATE_VERBA } from '@prix/shared/core/solicitacao';
import type { DirecaoReclassificacao } from '@prix/shared/core/reclassificacao';
import type { PrazoPrivacidade } from '@prix/shared/core/privacidade';
import { PAGE, pagePath, SEM_MUNICIPIO_PARAM } from '../../lib/paths';

/** An address with its filters in the query string, as each list reads them. */
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;
const mm = (mes: number) => String(mes).padStart(2, '0');

/** Where each figure of the staff's /home leads: its list, filtered to what the figure counts. */
export const EQUIPE_LINKS = {
  solicitacoesRecebidas: withQuery(pagePath(PAGE.solicitacoes), { status: 'Recebida' }),
  solicitacoesAtrasadas: withQuery(pagePath(PAGE.solicitacoes), { prazo: 'atrasadas' }),
  resgatesEmAnalise: withQuery(pagePath(PAGE.solicitacoes), {
    formulario: LAYOUT_RESGATE_VERBA,
    prazo: 'abertas',
  }),
  resgatesAPagar: withQuery(pagePath(PAGE.solicitacoes), {
    formulario: LAYOUT_RESGATE_VERBA,
    status: 'Aprovada',
  }),
  resgates: withQuery(pagePath(PAGE.solicitacoes), { formulario: LAYOUT_RESGATE_VERBA }),
  candidaturasRecebidas: withQuery(pagePath(PAGE.candidaturas), { status: 'recebida' }),
  candidaturasAtrasadas: withQuery(pagePath(PAGE.candidaturas), { prazo: 'atrasadas' }),
  contatosComEquipe: withQuery(pagePath(PAGE.contatos), { status: 'equipe' }),
  contatosVencendo: withQuery(pagePath(PAGE.contatos), { prazo: 'vencendo' }),
  privacidade: (prazo: PrazoPrivacidade) => withQuery(pagePath(PAGE.privacidadeSolicitacoes), { prazo }),
  semMunicipio: withQuery(pagePath(PAGE.contatos), { [SEM_MUNICIPIO_PARAM]: '1' }),
  classe: (ano: number, classe: string | null) =>
    withQuery(PAGE.reclassificacao, { ano: String(ano), classe: classe ?? 'sem' }),
  reclassificacao: (ano: number, direcao: DirecaoReclassificacao) =>
    withQuery(PAGE.reclassificacao, { ano: String(ano), mudancas: direcao }),
  faturamento: (ano: number, ateMes: number) =>
    withQuery(pagePath(PAGE.faturamento), { dtInit: `01/${ano}`, dtEnd: `${mm(ateMes)}/${ano}` }),
  contatosGanhos: (ano: number) => withQuery(PAGE.relatorioContatos, { dtInit: `01/01/${ano}` }),
  treinamentosPendentes: withQuery(PAGE.relatorioTreinamentos, { conforme: 'nao' }),
};
