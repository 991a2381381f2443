import { describe, expect, it } from 'vitest';
import { allows, describeRule, registerAccess, type AccessRule } from './access-rules.js';
import { buildPermissionTree, type PermissionTree } from './permissions.js';

const treeOf = (...keys: string[]): PermissionTree =>
  buildPermissionTree(
    keys.map((key) => ({ key, externa: false, tiposparceria: [], classes: [] })),
    { externo: false, partner: null },
  );

describe('access rules as data', () => {
  it('reads each kind of rule as SPEC §6 says', () => {
    const tree = treeOf('cadastro.cliente', 'somenteleitura');
    expect(allows({ key: 'cadastro.cliente' }, tree)).toBe(true);
    expect(allows({ key: 'cadastro.usuario' }, tree)).toBe(false);
    expect(allows({ key: 'cadastro.*' }, tree)).toBe(true);
    // somenteleitura reads and never writes.
    expect(allows({ registerRead: 'cadastro.cliente' }, tree)).toBe(true);
    expect(allows({ registerWrite: 'cadastro.cliente' }, tree)).toBe(false);
    expect(allows({ anyOf: [{ key: 'cadastro.usuario' }, { key: 'somenteleitura' }] }, tree)).toBe(true);
    expect(allows({ allOf: [{ key: 'cadastro.usuario' }, { key: 'somenteleitura' }] }, tree)).toBe(false);
    expect(allows({ not: { key: 'cadastro.usuario' } }, tree)).toBe(true);
  });

  it('lets nobody through without a session, whatever the rule', () => {
    const rules: AccessRule[] = [{ not: { key: 'cadastro.usuario' } }, { anyOf: [] }, { allOf: [] }];
    for (const rule of rules) expect(allows(rule, null)).toBe(false);
  });

  it('describes a rule in words', () => {
    expect(describeRule({ anyOf: [{ registerRead: 'cadastro.classe' }, { key: 'boleto' }] })).toBe(
      'leitura cadastro.classe | boleto',
    );
  });
});

describe('registerAccess', () => {
  it('guards a plain register by its key, adding and deleting by the manage key too', () => {
    const botao = registerAccess({
      name: 'botao',
      permission: 'visualizacao.edicao.botoes',
      manage: 'cadastro.exclusao.botoes',
    });
    const editor = treeOf('cadastro.cargo', 'visualizacao.edicao.botoes');
    expect(allows(botao.read, editor)).toBe(true);
    expect(allows(botao.write, editor)).toBe(true);
    expect(allows(botao.create, editor)).toBe(false);
    expect(allows(botao.remove, editor)).toBe(false);
    const manager = treeOf('visualizacao.edicao.botoes', 'cadastro.exclusao.botoes');
    expect(allows(botao.create, manager)).toBe(true);
  });

  it('opens a partner company to its owner read-only (visualizar.equipe.cliente)', () => {
    const cliente = registerAccess({ name: 'cliente', permission: 'cadastro.cliente' });
    const owner = treeOf('visualizar.equipe.cliente', 'cadastro.cliente');
    expect(allows(cliente.read, owner)).toBe(true);
    expect(allows(cliente.write, owner)).toBe(false);
    expect(allows(cliente.write, treeOf('cadastro.cliente'))).toBe(true);
  });

  it('opens users to the full register or a partner team, deleting only with excluir.usuario.externo', () => {
    const usuario = registerAccess({ name: 'usuario', permission: 'cadastro.usuario' });
    const team = treeOf('cadastro.usuario.externo');
    expect(allows(usuario.read, team)).toBe(true);
    expect(allows(usuario.write, team)).toBe(true);
    expect(allows(usuario.remove, team)).toBe(false);
    expect(allows(usuario.remove, treeOf('excluir.usuario.externo'))).toBe(true);
  });
});
