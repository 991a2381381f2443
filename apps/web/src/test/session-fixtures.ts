import { buildPermissionTree, type SessionInfo, type SessionUser } from '@prix/shared/core';

/** The company of an external test user (the session's `empresa` and the first of its profile companies). */
export const TEST_EMPRESA = {
  uuid: 'c-1',
  id: '100',
  nome: 'Balanças Silva',
  cnpj: null,
  classe: 'PRIX10',
  tiposparceria: ['REV'],
};

/** A session for tests: an internal user holding `keys`, unless `usuario` says otherwise. */
export function makeSession(keys: readonly string[], usuario: Partial<SessionUser> = {}): SessionInfo {
  const user: SessionUser = {
    uuid: 'u-1',
    id: 'ana',
    nomecompleto: 'Ana Souza',
    email: 'ana@prix.com.br',
    externo: false,
    funcionario: false,
    incompleto: false,
    tipos: ['logado', 'interno'],
    ...usuario,
  };
  return {
    usuario: user,
    permissions: buildPermissionTree(
      keys.map((key) => ({ key, externa: false, tiposparceria: [], classes: [] })),
      { externo: false, partner: null },
    ),
    env: {
      ambiente: 'test',
      contatoUrl: 'https://www.prix.com.br/contato',
      suporteEmail: 'suporte@prix.com.br',
      seletorEmpresa: true,
    },
    empresa: user.externo ? TEST_EMPRESA : null,
  };
}
