import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { userProfileSchema, type SessionInfo } from '@prix/shared';
import { api } from '../../lib/api-client';
import { readEmpresaIndex, storeEmpresaIndex } from '../../lib/empresa-storage';
import { navigateTo } from '../../lib/navigation';
import { useSession } from '../../lib/session-context';
import { HOME_PATH } from '../links';

/** SPEC §2.1: only external users who are not employees choose among their companies. */
export function offersCompanySwitch(session: SessionInfo): boolean {
  const { usuario, env } = session;
  return env.seletorEmpresa && usuario.externo && !usuario.funcionario;
}

export const userProfileQueryKey = ['usuario', 'profile'] as const;

/**
 * The company switcher: shown when the user has more than one company (GET /api/usuario/profile). Choosing one
 * stores its index (sent by the API client with every call) and reloads /home.
 */
export function CompanySwitcher({ sx }: { sx?: SxProps<Theme> }) {
  const session = useSession();
  const enabled = offersCompanySwitch(session);
  const profile = useQuery({
    queryKey: userProfileQueryKey,
    queryFn: ({ signal }) => api.get('/usuario/profile', { signal, schema: userProfileSchema }),
    enabled,
    staleTime: 5 * 60_000,
  });
  const clientes = profile.data?.result.clientes ?? [];
  if (!enabled || clientes.length < 2) return null;

  // The server's current company is the truth; the stored index is the fallback.
  const current = clientes.findIndex((cliente) => cliente.uuid === session.empresa?.uuid);
  const stored = readEmpresaIndex();
  const value = current >= 0 ? current : stored < clientes.length ? stored : 0;

  const choose = (index: number) => {
    if (index === value) return;
    storeEmpresaIndex(index);
    navigateTo(HOME_PATH);
  };

  return (
    <TextField
      select
      id="empresa-atual"
      label="Empresa"
      size="small"
      variant="filled"
      value={value}
      onChange={(event) => choose(Number(event.target.value))}
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
