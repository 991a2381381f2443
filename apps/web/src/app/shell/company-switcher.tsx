import { Suspense } from 'react';
import { lazy } from '../../lib/lazy';
import type { SessionInfo } from '@prix/shared/core';
import { readEmpresaIndex, storeEmpresaIndex } from '../../lib/empresa-storage';
import { navigateTo } from '../../lib/navigation';
import { useSession } from '../../lib/session-context';
import { useUserCompanies } from '../../lib/user-profile';
import { HOME_PATH } from '../../lib/paths';

const CompanySelect = lazy(() => import('./company-select').then((m) => ({ default: m.CompanySelect })));

/** SPEC §2.1: only external users who are not employees choose among their companies. */
export function offersCompanySwitch(session: SessionInfo): boolean {
  const { usuario, env } = session;
  return env.seletorEmpresa && usuario.externo && !usuario.funcionario;
}

/**
 * The company switcher: shown when the user has more than one company (GET /api/usuario/profile). Choosing one
 * stores its index (sent by the API client with every call) and reloads /home.
 */
export function CompanySwitcher() {
  const session = useSession();
  const enabled = offersCompanySwitch(session);
  const { clientes } = useUserCompanies(enabled);
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
    <Suspense fallback={null}>
      <CompanySelect clientes={clientes} value={value} onChoose={choose} />
    </Suspense>
  );
}
