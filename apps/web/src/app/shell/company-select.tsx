import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { EmpresaResumo } from '@prix/shared';

/**
 * The switcher's field. A download of its own (company-switcher.tsx loads it): MUI's select, menu and popover
 * are needed only by a partner with several companies.
 */
export function CompanySelect({
  clientes,
  value,
  onChoose,
  sx,
}: {
  clientes: readonly EmpresaResumo[];
  value: number;
  onChoose: (index: number) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      id="empresa-atual"
      label="Empresa"
      size="small"
      variant="filled"
      value={value}
      onChange={(event) => onChoose(Number(event.target.value))}
      sx={[
        {
          '& .MuiFilledInput-root': {
            bgcolor: 'common.white',
            '&:hover, &.Mui-focused': { bgcolor: 'grey.100' },
          },
          '& .MuiSelect-select': { overflow: 'hidden', textOverflow: 'ellipsis' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {clientes.map((cliente, index) => (
        <MenuItem key={cliente.uuid} value={index}>
          {cliente.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}
