import type { EmpresaResumo } from '@prix/shared/core';

/**
 * The switcher's field: the browser's own select (on a phone, its native picker), styled by base.css like the
 * top bar's other filled fields. Not MUI's select: its menu and popover weighed ~11 kB brotli more on the /home
 * of every partner with several companies, and its inputs reshuffled the chunks other pages share. A download
 * of its own (company-switcher.tsx loads it): only such partners need it.
 */
export function CompanySelect({
  clientes,
  value,
  onChoose,
}: {
  clientes: readonly EmpresaResumo[];
  value: number;
  onChoose: (index: number) => void;
}) {
  return (
    <label className="company-select">
      <span className="company-select__label">Empresa</span>
      <select
        id="empresa-atual"
        className="company-select__field"
        value={value}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        {clientes.map((cliente, index) => (
          <option key={cliente.uuid} value={index}>
            {cliente.nome}
          </option>
        ))}
      </select>
    </label>
  );
}
