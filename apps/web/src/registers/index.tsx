import { lazy, Suspense, type ComponentType } from 'react';
import { areas } from '../app/areas';
import { FullScreenLoader } from '../components/full-screen-loader';
import { ClasseBeneficioView } from './views/classe-beneficio.view';
import { ClienteView } from './views/cliente.view';
import { UsuarioView } from './views/usuario.view';

/**
 * The registers' screens. Every register of REGISTER_DEFS (@prix/shared) gets the generic list and detail
 * (generic-view.tsx) from its definition alone: adding a simple register needs no change in the web app.
 * Only a register the generic screens cannot show gets a `<name>.view.tsx` here; it owns its routes under
 * /cadastro/{name}/ and reuses the generic pieces (ListScreen, DetailFrame, SectionCard, AuditCard …).
 */
// The click report is a report, not a register: its code is its own download (decision 0011).
const LazyRelatorio = lazy(async () => ({ default: (await areas.clickReport()).RelatorioView }));
function RelatorioView() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <LazyRelatorio />
    </Suspense>
  );
}

export const CUSTOM_VIEWS: Readonly<Record<string, ComponentType>> = {
  'classe-beneficio': ClasseBeneficioView,
  cliente: ClienteView,
  relatorio: RelatorioView,
  usuario: UsuarioView,
};

export { GenericRegisterView } from './generic-view';
