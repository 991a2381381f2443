import { describe, expect, it } from 'vitest';
import { PERM, type PermissionKey } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { editsOwnProfile, usuarioEditPath, usuarioNewPath } from './usuario-paths';

const tree = (...keys: PermissionKey[]) => makeSession(keys).permissions;
const viewer = (...keys: PermissionKey[]) => ({ uuid: 'eu', permissions: tree(...keys) });

/** A partner's owner (Marcos in the seed): both user keys and the employee key, no LGPD. */
const OWNER = [PERM.cadastro.usuario, PERM.cadastro.usuarioExterno, PERM.cadastro.funcionarioExterno];
const LGPD = PERM.usuario.editarDadosLgpd;

describe('usuarioEditPath', () => {
  it("sends editing oneself to 'Meus dados' without the LGPD permission", () => {
    expect(usuarioEditPath(viewer(...OWNER), { uuid: 'eu', externo: true })).toBe(
      '/meu-perfil/usuario/detalhe/eu',
    );
    expect(usuarioEditPath(viewer(PERM.cadastro.usuario), { uuid: 'eu' })).toBe(
      '/meu-perfil/usuario/detalhe/eu',
    );
  });

  it('keeps oneself on the full form with the LGPD permission, even holding the employee key', () => {
    expect(usuarioEditPath(viewer(...OWNER, LGPD), { uuid: 'eu', externo: true })).toBe(
      '/cadastro/usuario/detalhe/eu',
    );
  });

  it('sends holders of cadastro.usuario.externo without LGPD to the employee form', () => {
    expect(usuarioEditPath(viewer(...OWNER), { uuid: 'outro', externo: true })).toBe(
      '/cadastro/usuario/externo/outro',
    );
    // A link that does not know the kind of user (it is an external one for such a viewer, as a rule).
    expect(usuarioEditPath(viewer(PERM.cadastro.usuarioExterno), { uuid: 'outro' })).toBe(
      '/cadastro/usuario/externo/outro',
    );
  });

  it('keeps an internal user on the full form: the employee form reaches external users only', () => {
    expect(usuarioEditPath(viewer(...OWNER), { uuid: 'outro', externo: false })).toBe(
      '/cadastro/usuario/detalhe/outro',
    );
  });

  it('uses the full form with the LGPD permission or without the employee key', () => {
    expect(usuarioEditPath(viewer(...OWNER, LGPD), { uuid: 'outro', externo: true })).toBe(
      '/cadastro/usuario/detalhe/outro',
    );
    expect(usuarioEditPath(viewer(PERM.cadastro.usuario), { uuid: 'outro', externo: true })).toBe(
      '/cadastro/usuario/detalhe/outro',
    );
  });
});

describe('usuarioNewPath', () => {
  it("leads 'Novo' to the employee form for holders of cadastro.funcionario.externo", () => {
    expect(usuarioNewPath(tree(...OWNER))).toBe('/cadastro/usuario/externo/novo');
  });

  it('keeps the full form for whoever also creates internal users', () => {
    expect(usuarioNewPath(tree(...OWNER, PERM.cadastro.usuarioInterno))).toBe(
      '/cadastro/usuario/detalhe/novo',
    );
  });

  it('uses the full form without the employee key', () => {
    expect(usuarioNewPath(tree(PERM.cadastro.usuario, PERM.cadastro.usuarioExterno))).toBe(
      '/cadastro/usuario/detalhe/novo',
    );
  });
});

describe('editsOwnProfile', () => {
  it('is only about oneself without the LGPD permission', () => {
    expect(editsOwnProfile(viewer(...OWNER), 'eu')).toBe(true);
    expect(editsOwnProfile(viewer(...OWNER), 'outro')).toBe(false);
    expect(editsOwnProfile(viewer(...OWNER, LGPD), 'eu')).toBe(false);
  });
});
