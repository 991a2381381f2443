import { describe, expect, it } from 'vitest';
import {
  PERM,
  botao,
  cargo,
  cliente,
  createSchemaOf,
  pais,
  permissao,
  tipoparceriacomplementar,
  usuario,
  type PermissionTree,
} from '@prix/shared';
import { registerAbilities } from '../abilities';
import { initialValues, isVisible, planFields, toPayload } from './field-plan';

const names = (plan: ReturnType<typeof planFields>) => plan.map((p) => p.name);

describe('form plan', () => {
  it("shows the code on create, read-only on edit, and 'Ativo' only on edit", () => {
    const create = planFields(pais, 'create', true);
    expect(names(create)).toEqual(['id', 'nome', 'gentilico']);
    expect(create.find((p) => p.name === 'id')).toMatchObject({ readOnly: false, required: true });
    expect(create.find((p) => p.name === 'gentilico')?.required).toBe(false);

    const edit = planFields(pais, 'edit', true);
    expect(names(edit)).toEqual(['id', 'nome', 'gentilico', 'inativo']);
    expect(edit.filter((p) => p.readOnly).map((p) => p.name)).toEqual(['id']);
  });

  it('hides a code the server makes: on create (shown-on-edit) or always (hidden)', () => {
    expect(names(planFields(cargo, 'create', true))).toEqual(['nome', 'cargo_sup', 'perfis']);
    const edit = planFields(cargo, 'edit', true);
    expect(names(edit)).toEqual(['id', 'nome', 'cargo_sup', 'perfis', 'inativo']);
    expect(edit[0]?.readOnly).toBe(true);
    expect(names(planFields(tipoparceriacomplementar, 'create', true))).toEqual(['nome', 'tipoParceria']);
    expect(names(planFields(tipoparceriacomplementar, 'edit', true))).not.toContain('id');
  });

  it('hides the button identifier and permission without cadastro.exclusao.botoes, with Novo and Excluir (SPEC §6)', () => {
    const without = (key: string) => key !== PERM.cadastro.botaoExclusao;
    expect(names(planFields(botao, 'edit', true, without))).toEqual(['nome_botao']);
    expect(names(planFields(botao, 'edit', true))).toEqual(['nome_botao', 'identificador', 'permissao']);
    const editor: PermissionTree = {
      cadastro: { arquivo: { $: true } },
      visualizacao: { edicao: { botoes: { $: true } } },
    };
    expect(registerAbilities(editor, botao)).toMatchObject({
      canWrite: true,
      canCreate: false,
      canDelete: false,
    });
    const manager: PermissionTree = {
      ...editor,
      cadastro: { arquivo: { $: true }, exclusao: { botoes: { $: true } } },
    };
    expect(registerAbilities(manager, botao)).toMatchObject({
      canCreate: true,
      canDelete: true,
    });
  });

  it('makes every field read-only for a user who cannot write', () => {
    expect(planFields(pais, 'edit', false).every((p) => p.readOnly)).toBe(true);
  });

  it("shows permissao's partnership types and classes only while externa is on", () => {
    const field = permissao.fields.tiposparceria;
    expect(isVisible(field, { externa: false })).toBe(false);
    expect(isVisible(field, { externa: true })).toBe(true);
    expect(isVisible(permissao.fields.nome, {})).toBe(true);
    expect(toPayload(permissao, { externa: false, tiposparceria: ['REV'], classe: ['10'] })).toMatchObject({
      tiposparceria: [],
      classe: [],
    });
    expect(toPayload(permissao, { externa: true, tiposparceria: ['REV'] }).tiposparceria).toEqual(['REV']);
  });

  it('starts empty for novo and from the record when editing', () => {
    expect(initialValues(cargo, 'create')).toEqual({
      id: undefined,
      nome: '',
      cargo_sup: null,
      perfis: [],
      inativo: undefined,
    });
    const record = { id: 'X', nome: 'N', cargo_sup: 'DIRETOR', perfis: ['ADMIN'], inativo: true };
    expect(initialValues(cargo, 'edit', record)).toEqual(record);
    expect(
      initialValues(pais, 'edit', { id: 'BR', nome: 'Brasil', gentilico: null, inativo: false }),
    ).toEqual({
      id: 'BR',
      nome: 'Brasil',
      gentilico: '',
      inativo: false,
    });
  });

  it("starts a new record with the definition's defaults, whatever the register", () => {
    expect(initialValues(cliente, 'create')).toMatchObject({ pais: 'BR', estado: '', classe: null });
    expect(initialValues(usuario, 'create')).toMatchObject({
      pais: 'BR',
      idioma: 'PT',
      externo: true,
      acessosfsf: true,
      treinamento: true,
      ausente: false,
    });
    // A record being edited keeps what it has.
    expect(initialValues(cliente, 'edit', { pais: null }).pais).toBeNull();
  });

  it('validates with the shared schemas, in Portuguese', () => {
    const created = createSchemaOf(pais).safeParse(initialValues(pais, 'create'));
    expect(created.success).toBe(false);
    expect(created.error?.issues.map((i) => i.message)).toContain('O campo Código é obrigatório');
    // The server's code is left out of a create without one.
    expect(
      createSchemaOf(cargo).safeParse({ ...initialValues(cargo, 'create'), nome: 'Vendedor' }).success,
    ).toBe(true);
  });
});
