import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDataHora } from '../../lib/format-date-time';

/** One step of a history: when, who (if anyone) and the message (if any). */
export interface HistoryEvent {
  readonly em: string;
  readonly autor: string | null;
  readonly detalhe: string | null;
}

/**
 * A history, oldest first, as a timeline: what happened (`title`), who and when, and the message. Each step's
 * dot in `color` (a theme colour; grey when none).
 */
export function HistoryTimeline<E extends HistoryEvent>({
  events,
  label,
  title,
  color,
}: {
  events: readonly E[];
  label: string;
  title: (event: E) => string;
  color: (event: E) => string | undefined;
}) {
  if (events.length === 0) return <Typography color="text.secondary">Nenhum evento registrado.</Typography>;
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event, index) => (
        <Box
          component="li"
          key={`${event.em}-${index}`}
          sx={{ position: 'relative', pl: 3.5, pb: index === events.length - 1 ? 0 : 2.5 }}
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
              bgcolor: color(event) ?? 'grey.500',
            }}
          />
          {index < events.length - 1 && (
            <Box
              aria-hidden
              sx={{ position: 'absolute', left: 11, top: 20, bottom: 0, width: 2, bgcolor: 'divider' }}
            />
          )}
          <Typography sx={{ fontWeight: 500 }}>{title(event)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDataHora(event.em)}
            {event.autor ? ` · por ${event.autor}` : ''}
          </Typography>
          {event.detalhe && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {event.detalhe}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
