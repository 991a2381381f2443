import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { FaturamentoRow } from '@prix/shared/faturamento';
import { formatBrl, formatBrlShort } from '../../lib/format-number';
import { isoToMonth } from '@prix/shared/core';

const HEIGHT = 280;

/**
 * The months as a chart (uPlot: ~50 kB, loaded only by this route in a chunk of its own, decision 0024):
 * products as bars, services and redeemed benefits as lines. The table below it carries the same figures
 * for screen readers; the canvas is described by its label.
 */
export default function BillingChart({ rows }: { rows: readonly FaturamentoRow[] }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = rows.map((_, i) => i);
    const labels = rows.map((r) => isoToMonth(r.periodo));
    const series = (label: string, stroke: string, extra: Partial<uPlot.Series> = {}): uPlot.Series => ({
      label,
      stroke,
      width: 2,
      value: (_u, v) => (v === null ? '—' : formatBrl(v)),
      ...extra,
    });
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        scales: { x: { time: false, range: [-0.6, Math.max(rows.length - 0.4, 0.6)] } },
        axes: [
          {
            values: (_u, splits) => splits.map((s) => labels[s] ?? ''),
            incrs: [1, 2, 3, 6, 12],
            stroke: theme.palette.text.secondary,
          },
          {
            values: (_u, splits) => splits.map(formatBrlShort),
            // 'R$ 1,2 mi' fits without its first letters cut.
            size: 84,
            stroke: theme.palette.text.secondary,
          },
        ],
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        series: [
          { label: 'Período', value: (_u, v) => (v === null ? '—' : (labels[v] ?? '')) },
          series('Produtos', theme.palette.primary.main, {
            fill: `${theme.palette.primary.main}99`,
            paths: uPlot.paths.bars!({ size: [0.6, 48] }),
            points: { show: false },
          }),
          series('Serviços', theme.palette.success.main),
          series('Benefícios resgatados', theme.palette.warning.main),
        ],
      },
      [
        xs,
        rows.map((r) => r.produtos),
        rows.map((r) => r.servicos),
        rows.map((r) => r.beneficios_resgatados),
      ],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [rows, theme]);
  const first = rows[0];
  const last = rows.at(-1);
  return (
    <Box
      ref={box}
      role="img"
      aria-label={
        first && last
          ? `Gráfico do faturamento mensal de ${isoToMonth(first.periodo)} a ${isoToMonth(last.periodo)}`
          : 'Gráfico do faturamento mensal'
      }
      data-meses={rows.length}
      sx={{ width: '100%', minHeight: HEIGHT, '& .u-legend': { fontSize: 13 } }}
    />
  );
}
