import { can, PERM, type PermissionTree } from '@prix/shared/core';
import { meuPerfilPath, registerPath } from '../../lib/paths';
import { detailPath } from '../use-back';

/**
 * Where 'Novo', a row's 'Editar' and any link to a user lead (SPEC §6): the full user form, the
 * external-employee form ('Adicionar/Editar Funcionário') or one's own 'Meus dados'. Pure, so every branch is
 * tested without rendering.
 */

export interface UsuarioViewer {
  readonly uuid: string;
  readonly permissions: PermissionTree;
}

/** The user being opened; `externo` when known (list rows carry it). */
export interface UsuarioTarget {
  readonly uuid: string;
  readonly externo?: unknown;
}

/** /cadastro/usuario/externo/{uuid | novo}: the external-employee form. */
export function funcionarioPath(id: string): string {
  return registerPath('usuario', `externo/${id}`);
}

/** Editing oneself is 'Meus dados', unless one may edit LGPD data (SPEC §6). */
export function editsOwnProfile(viewer: UsuarioViewer, uuid: string): boolean {
  return uuid === viewer.uuid && !can(viewer.permissions, PERM.usuario.editarDadosLgpd);
}

export function usuarioEditPath(viewer: UsuarioViewer, target: UsuarioTarget): string {
  if (editsOwnProfile(viewer, target.uuid)) return meuPerfilPath(target.uuid);
  const lgpd = can(viewer.permissions, PERM.usuario.editarDadosLgpd);
  // The external form reaches only external users (the server scopes it to them), so an internal user stays
  // on the full form whoever opens it.
  const externalForm = can(viewer.permissions, PERM.cadastro.usuarioExterno) && !lgpd;
  if (externalForm && target.externo !== false) return funcionarioPath(target.uuid);
  return detailPath('usuario', target.uuid);
}

export function usuarioNewPath(permissions: PermissionTree): string {
  // The external form always makes an external user, so whoever may also create internal users
  // (cadastro.usuario.interno: the back office) keeps the full form, where the 'Usuário externo' switch is.
  const externalForm =
    can(permissions, PERM.cadastro.funcionarioExterno) && !can(permissions, PERM.cadastro.usuarioInterno);
  return externalForm ? funcionarioPath('novo') : detailPath('usuario', 'novo');
}
