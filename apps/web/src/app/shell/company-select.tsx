import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import type { SxProps, Theme } from '@mui/material/styles';
import type { EmpresaResumo } from '@prix/shared';

/**
 * The switcher's field: the browser's own select (on a phone, its native picker), not MUI's menu and popover,
 * which weighed ~11 kB brotli more on the /home of every partner with several companies. A download of its
 * own (company-switcher.tsx loads it): only such partners need it.
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
    <FormControl
      variant="filled"
      size="small"
      sx={[
        {
          '& .MuiFilledInput-root': {
            bgcolor: 'common.white',
            '&:hover, &.Mui-focused': { bgcolor: 'grey.100' },
          },
          '& .MuiNativeSelect-select': { overflow: 'hidden', textOverflow: 'ellipsis' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <InputLabel htmlFor="empresa-atual">Empresa</InputLabel>
      <NativeSelect
        id="empresa-atual"
        value={value}
        input={<FilledInput />}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        {clientes.map((cliente, index) => (
          <option key={cliente.uuid} value={index}>
            {cliente.nome}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
