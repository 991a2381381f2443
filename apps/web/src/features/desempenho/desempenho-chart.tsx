import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { MESES } from '@prix/shared/core/desempenho';
import type { Desempenho } from '@prix/shared/desempenho';
import { formatBrl, formatBrlShort } from '../../lib/format-number';

export const CHART_HEIGHT = 240;

/**
 * This year's months against last year's (uPlot, a chunk of its own fetched once the page has painted, as the
 * billing report's chart): this year as bars, last year as a line. The table beside it carries the same
 * figures for screen readers; the canvas is described by its label.
 */
export default function DesempenhoChart({ meses, ano }: { meses: Desempenho['meses']; ano: number }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const labels = meses.map((m) => MESES[m.mes - 1]!.slice(0, 3));
    const money = (_u: uPlot, v: number | null) => (v === null ? '—' : formatBrl(v));
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: CHART_HEIGHT,
        scales: { x: { time: false, range: [-0.6, meses.length - 0.4] } },
        axes: [
          {
            values: (_u, splits) => splits.map((s) => labels[s] ?? ''),
            incrs: [1, 2, 3, 6],
            stroke: theme.palette.text.secondary,
          },
          {
            values: (_u, splits) => splits.map(formatBrlShort),
            size: 72,
            stroke: theme.palette.text.secondary,
          },
        ],
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        series: [
          { label: 'Mês', value: (_u, v) => (v === null ? '—' : (MESES[v] ?? '')) },
          {
            label: String(ano),
            stroke: theme.palette.primary.main,
            fill: `${theme.palette.primary.main}99`,
            width: 2,
            paths: uPlot.paths.bars!({ size: [0.6, 40] }),
            points: { show: false },
            value: money,
          },
          {
            label: String(ano - 1),
            stroke: theme.palette.warning.main,
            width: 2,
            dash: [6, 4],
            value: money,
          },
        ],
      },
      [meses.map((_, i) => i), meses.map((m) => m.atual), meses.map((m) => m.anterior)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: CHART_HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [meses, ano, theme]);
  return (
    <Box
      ref={box}
      role="img"
      aria-label={`Gráfico do faturamento líquido de cada mês de ${ano} comparado a ${ano - 1}`}
      data-testid="grafico-desempenho"
      sx={{ width: '100%', minHeight: CHART_HEIGHT, '& .u-legend': { fontSize: 13 } }}
    />
  );
}
