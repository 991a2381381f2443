import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  EVENTOS_CONTATO,
  INTERESSES,
  LINHAS_PRODUTO,
  RESULTADOS_CONTATO,
  STATUS_CONTATO,
  type EventoContato,
  type StatusContato,
} from '@prix/shared/core/onde-comprar';
import type { ContatoResumo } from '@prix/shared/onde-comprar';
import { portalDateFormat } from '../../lib/format-date-time';
import type { DataColumn } from '../../components/list/data-list';
import { HistoryTimeline } from '../../components/fila/history-timeline';
import { formatDataHora } from '../../lib/format-date-time';

export { FieldList } from '../../components/fila/field-list';
export { LoadingStatus } from '../../components/fila/loading-status';
export { LoadError } from '../../components/fila/load-error';
export { errosDe } from '../../lib/error-messages';
export { formatDataHora } from '../../lib/format-date-time';

/** The pieces the partner's and the staff's enquiry pages share: chips, dates, the deadline, the history. */

/** The 27 federative units, for the staff's filter. */
export const UFS = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR',
  'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const; // prettier-ignore

const CORES: Record<StatusContato, 'warning' | 'success' | 'info' | 'default'> = {
  oferecido: 'warning',
  aceito: 'success',
  equipe: 'info',
  encerrado: 'default',
};

export function ContatoStatusChip({ status }: { status: StatusContato }) {
  return (
    <Chip
      size="small"
      label={STATUS_CONTATO[status]}
      color={CORES[status]}
      variant={status === 'encerrado' ? 'outlined' : 'filled'}
    />
  );
}

const diaMes = portalDateFormat({ day: '2-digit', month: '2-digit' });
const horaMinuto = portalDateFormat({ hour: '2-digit', minute: '2-digit' });

/** 'Responder até 03/12 às 17:30'. */
export function prazoTexto(iso: string): string {
  const d = new Date(iso);
  return `Responder até ${diaMes().format(d)} às ${horaMinuto().format(d)}`;
}

export const vencido = (prazo: string | null, agora = Date.now()) =>
  prazo !== null && new Date(prazo).getTime() < agora;

/** The deadline of an offered enquiry, in red once it passed. */
export function Prazo({ contato }: { contato: Pick<ContatoResumo, 'status' | 'prazo'> }) {
  if (contato.status !== 'oferecido' || contato.prazo === null) return null;
  if (vencido(contato.prazo))
    return (
      <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
        {prazoTexto(contato.prazo)} (prazo vencido)
      </Typography>
    );
  return (
    <Typography component="span" variant="body2">
      {prazoTexto(contato.prazo)}
    </Typography>
  );
}

export const interesseTexto = (c: Pick<ContatoResumo, 'interesse'>) => INTERESSES[c.interesse].rotulo;
export const linhaTexto = (c: Pick<ContatoResumo, 'linha'>) => LINHAS_PRODUTO[c.linha];
export const cidadeTexto = (c: Pick<ContatoResumo, 'municipio' | 'uf'>) => `${c.municipio} – ${c.uf}`;
export const resultadoTexto = (c: Pick<ContatoResumo, 'resultado'>) =>
  c.resultado ? RESULTADOS_CONTATO[c.resultado] : null;

export interface Evento {
  readonly tipo: string;
  readonly em: string;
  readonly parceiro: string | null;
  readonly autor: string | null;
  readonly detalhe: string | null;
}

const CORES_EVENTO: Partial<Record<EventoContato, string>> = {
  aceito: 'success.main',
  recusado: 'error.main',
  expirado: 'warning.main',
  sem_parceiro: 'info.main',
  resultado: 'primary.main',
};

/** One step of the history as a sentence: 'Oferecido ao parceiro: Balanças Silva'. */
export function eventoTexto(evento: Evento): string {
  const nome = EVENTOS_CONTATO[evento.tipo as EventoContato] ?? evento.tipo;
  return evento.parceiro ? `${nome}: ${evento.parceiro}` : nome;
}

/** The enquiry's history, oldest first, as a timeline: what happened, to which partner, who and when. */
export function Historico({ eventos }: { eventos: readonly Evento[] }) {
  return (
    <HistoryTimeline
      events={eventos}
      label="Histórico do contato"
      title={eventoTexto}
      color={(evento) => CORES_EVENTO[evento.tipo as EventoContato]}
    />
  );
}

/** The visitor's message, shown as the text it is (never as HTML). */
export function Mensagem({ texto }: { texto: string }) {
  return (
    <Typography
      component="blockquote"
      sx={{
        m: 0,
        p: 2,
        bgcolor: 'action.hover',
        borderLeft: 4,
        borderColor: 'primary.main',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {texto}
    </Typography>
  );
}

/** The first columns of both lists of enquiries: who (opening the enquiry at `{lista}/{uuid}`), when, where. */
export function colunasDoPedido(lista: string): DataColumn<ContatoResumo>[] {
  return [
    {
      key: 'nome',
      label: 'Cliente',
      render: (c) => (
        <Link component={RouterLink} to={`${lista}/${c.uuid}`}>
          {c.nome}
        </Link>
      ),
    },
    { key: 'recebido', label: 'Recebido em', render: (c) => formatDataHora(c.recebidoEm) },
    { key: 'cidade', label: 'Cidade', render: cidadeTexto },
  ];
}
