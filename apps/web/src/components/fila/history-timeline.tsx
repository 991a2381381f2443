import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDataHora } from '../../lib/format-date-time';

/** One step of a history: when, who (if anyone) and the message (if any). */
export interface EventoHistorico {
  readonly em: string;
  readonly autor: string | null;
  readonly detalhe: string | null;
}

/**
 * A history, oldest first, as a timeline: what happened (`titulo`), who and when, and the message. Each step's
 * dot in `cor` (a theme colour; grey when none).
 */
export function HistoryTimeline<E extends EventoHistorico>({
  eventos,
  label,
  titulo,
  cor,
}: {
  eventos: readonly E[];
  label: string;
  titulo: (evento: E) => string;
  cor: (evento: E) => string | undefined;
}) {
  if (eventos.length === 0) return <Typography color="text.secondary">Nenhum evento registrado.</Typography>;
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
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
              bgcolor: cor(evento) ?? 'grey.500',
            }}
          />
          {index < eventos.length - 1 && (
            <Box
              aria-hidden
              sx={{ position: 'absolute', left: 11, top: 20, bottom: 0, width: 2, bgcolor: 'divider' }}
            />
          )}
          <Typography sx={{ fontWeight: 500 }}>{titulo(evento)}</Typography>
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
