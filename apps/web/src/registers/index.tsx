import type { ComponentType } from 'react';
import { ClasseBeneficioView } from './views/classe-beneficio.view';
import { ClienteView } from './views/cliente.view';
import { UsuarioView } from './views/usuario.view';

/**
 * The registers' screens. Every register of REGISTER_DEFS (@prix/shared) gets the generic list and detail
 * (generic-view.tsx) from its definition alone: adding a simple register needs no change in the web app.
 * Only a register the generic screens cannot show gets a `<name>.view.tsx` here; it owns its routes under
 * /cadastro/{name}/ and reuses the generic pieces (ListScreen, DetailFrame, SectionCard, AuditCard …).
 */
export const CUSTOM_VIEWS: Readonly<Record<string, ComponentType>> = {
  'classe-beneficio': ClasseBeneficioView,
  cliente: ClienteView,
  usuario: UsuarioView,
};

export { GenericRegisterView } from './generic-view';
