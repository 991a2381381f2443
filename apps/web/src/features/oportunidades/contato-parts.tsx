import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Chip from '@mui/material/Chip';
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
import { once } from '@prix/shared/core';
import { isApiError } from '../../lib/api-client';

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

const dataHora = once(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }));
const diaMes = once(() => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' }));
const horaMinuto = once(() => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }));

export const formatDataHora = (iso: string) => dataHora().format(new Date(iso));

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

/** Label/value pairs as a description list. */
export function Campos({ campos }: { campos: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        columnGap: 3,
        rowGap: 1,
      }}
    >
      {campos
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

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
  if (eventos.length === 0) return <Typography color="text.secondary">Nenhum evento registrado.</Typography>;
  return (
    <Box component="ol" aria-label="Histórico do contato" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {eventos.map((evento, index) => (
        <Box
          component="li"
          key={`${evento.em}-${index}`}
          sx={{ position: 'relative', pl: 3.5, pb: index === eventos.length - 1 ? 0 : 2.5 }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: 6,
              top: 6,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: CORES_EVENTO[evento.tipo as EventoContato] ?? 'grey.500',
            }}
          />
          {index < eventos.length - 1 && (
            <Box
              aria-hidden
              sx={{ position: 'absolute', left: 11, top: 20, bottom: 0, width: 2, bgcolor: 'divider' }}
            />
          )}
          <Typography sx={{ fontWeight: 500 }}>{eventoTexto(evento)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDataHora(evento.em)}
            {evento.autor ? ` · por ${evento.autor}` : ''}
          </Typography>
          {evento.detalhe && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {evento.detalhe}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
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

/** A page's loading state. */
export function Carregando({ texto = 'Carregando...' }: { texto?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden="true" />
      <Typography color="text.secondary">{texto}</Typography>
    </Box>
  );
}

/** A failed load: the server's words and 'Tentar novamente'. */
export function ErroCarga({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      {errosDe(error, 'Não foi possível carregar. Tente novamente.').join(' ')}
    </Alert>
  );
}

export const errosDe = (error: unknown, fallback: string): string[] =>
  isApiError(error) ? error.errors : [fallback];
