/**
 * The staff's /home charts: plain inline SVG the server draws with the page (no chart library, nothing drawn
 * after the take-over). Decoration beside figures that say the same in words, so hidden from assistive
 * technology.
 */

const TRILHO = '#e3e9f4';
/** Widths as the SVG writes them: one decimal, the same text on the server and in the browser. */
const share = (valor: number, maximo: number) =>
  maximo > 0 && valor > 0 ? Math.max(2, Math.round((valor / maximo) * 1000) / 10) : 0;

/** One horizontal bar: `valor` of `maximo`. */
export function Barra({ valor, maximo, cor }: { valor: number; maximo: number; cor: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      width="100%"
      height="8"
      style={{ display: 'block' }}
    >
      <rect width="100" height="8" rx="4" fill={TRILHO} />
      {valor > 0 && <rect width={share(valor, maximo)} height="8" rx="4" fill={cor} />}
    </svg>
  );
}

/** One bar split in parts (each `valor` with its colour), over `total`. */
export function BarraEmPartes({
  partes,
  total,
}: {
  partes: { valor: number; cor: string }[];
  total: number;
}) {
  let x = 0;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      width="100%"
      height="10"
      style={{ display: 'block' }}
    >
      <rect width="100" height="10" rx="5" fill={TRILHO} />
      {partes.map((parte, i) => {
        const width = Math.min(100 - x, share(parte.valor, total));
        const rect = <rect key={i} x={x} width={width} height="10" fill={parte.cor} />;
        x += width;
        return rect;
      })}
    </svg>
  );
}

/** Columns by month: last year's (grey) beside this year's (`cor`), on one scale. */
export function ColunasPorMes({
  meses,
  cor,
}: {
  meses: { mes: number; atual: number; anterior: number }[];
  cor: string;
}) {
  const maximo = Math.max(1, ...meses.flatMap((m) => [m.atual, m.anterior]));
  const altura = (valor: number) => Math.round((valor / maximo) * 400) / 10;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${meses.length * 10} 40`}
      preserveAspectRatio="none"
      width="100%"
      height="48"
      style={{ display: 'block' }}
    >
      {meses.map((m, i) => (
        <g key={m.mes}>
          <rect
            x={i * 10 + 1}
            y={40 - altura(m.anterior)}
            width="3.5"
            height={altura(m.anterior)}
            fill="#b0bccf"
          />
          <rect x={i * 10 + 5} y={40 - altura(m.atual)} width="3.5" height={altura(m.atual)} fill={cor} />
        </g>
      ))}
    </svg>
  );
}
