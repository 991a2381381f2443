import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRegister, pickFields } from './define.js';
import { field } from './fields.js';
import { REGISTER_DEFS } from './index.js';
import { MEU_PERFIL_FIELDS, meuPerfilSchema, usuario } from './defs/usuario.js';

/**
 * Field and register schemas are built on first read (issue 12: the web app loads every definition with its
 * menu), then kept: every reader gets the same schema, with the same rules as when they were built at once.
 */
describe('schemas built on first read', () => {
  it('a field builds its schema once and hands out that one', () => {
    const nome = field.nome();
    expect(nome.schema).toBe(nome.schema);
    expect(nome.schema.safeParse('  Ana  ')).toEqual({ success: true, data: 'Ana' });
    expect(nome.schema.safeParse('').success).toBe(false);
  });

  it('a register builds its create and update schemas once, from its fields', () => {
    const def = defineRegister({
      name: 'teste',
      apiPath: '/teste',
      title: 'Teste',
      permission: 'cadastro.pais',
      table: 'teste',
      fields: { codigo: field.code(10), nome: field.nome(), ativo: field.active() },
      list: [{ field: 'nome', label: 'Nome' }],
      search: ['nome'],
      orderBy: 'nome',
    } as never) as unknown as { createSchema: z.ZodType; updateSchema: z.ZodObject };
    expect(def.createSchema).toBe(def.createSchema);
    expect(Object.keys(def.updateSchema.shape)).toEqual(['nome', 'ativo']);
    expect(def.createSchema.safeParse({ codigo: 'X1', nome: 'Ana' }).success).toBe(true);
    expect(def.createSchema.safeParse({ codigo: 'X 1', nome: 'Ana' }).success).toBe(false);
  });

  it('every definition still has both schemas, and spreading a field keeps its schema', () => {
    for (const def of REGISTER_DEFS) {
      expect(def.createSchema, def.name).toBeInstanceOf(z.ZodObject);
      expect(def.updateSchema, def.name).toBeInstanceOf(z.ZodObject);
      for (const [name, f] of Object.entries(def.fields))
        expect({ ...f }.schema, `${def.name}.${name}`).toBe(f.schema);
    }
  });

  it("'Meus dados' takes the user's fields as the update schema has them", () => {
    expect(Object.keys(meuPerfilSchema.shape)).toEqual([...MEU_PERFIL_FIELDS]);
    for (const [key, schema] of Object.entries(meuPerfilSchema.shape))
      expect(schema, key).toBe(usuario.updateSchema.shape[key as keyof typeof usuario.updateSchema.shape]);
    expect(pickFields(usuario.fields, ['cpf']).safeParse({ cpf: '123' }).success).toBe(false);
  });
});
