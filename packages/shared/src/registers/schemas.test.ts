import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRegister } from './define.js';
import { field, newRecordValue } from './fields.js';
import { REGISTER_DEFS, WRAPPED_REGISTER_DEFS } from './index.js';
import { MEU_PERFIL_FIELDS, usuario } from './defs/usuario.js';
import { createSchemaOf, fieldSchema, meuPerfilSchema, pickFields, updateSchemaOf } from './schemas.js';

/**
 * The definitions hold recipes; registers/schemas.ts builds each schema on first use, then keeps it: every
 * reader gets the same schema (the web app's shell reads every definition and loads no zod).
 */
describe('register schemas built from the definitions', () => {
  it('a field builds its schema once and hands out that one', () => {
    const nome = field.nome();
    expect(fieldSchema(nome)).toBe(fieldSchema(nome));
    expect(fieldSchema(nome).safeParse('  Ana  ')).toEqual({ success: true, data: 'Ana' });
    expect(fieldSchema(nome).safeParse('').success).toBe(false);
  });

  it('a register builds its create and update schemas once, from its fields', () => {
    const def = defineRegister({
      name: 'teste',
      apiPath: '/teste',
      title: 'Teste',
      singular: 'Teste',
      permission: 'cadastro.pais',
      table: 'teste',
      fields: { codigo: field.code(10), nome: field.nome(), ativo: field.active() },
      list: [{ field: 'nome', label: 'Nome' }],
      search: ['nome'],
      orderBy: 'nome',
    });
    expect(createSchemaOf(def)).toBe(createSchemaOf(def));
    expect(Object.keys(updateSchemaOf(def).shape)).toEqual(['nome', 'ativo']);
    expect(createSchemaOf(def).safeParse({ codigo: 'X1', nome: 'Ana' }).success).toBe(true);
    expect(createSchemaOf(def).safeParse({ codigo: 'X 1', nome: 'Ana' }).success).toBe(false);
  });

  it('every definition has both schemas, made of its fields’ own', () => {
    for (const def of REGISTER_DEFS) {
      expect(createSchemaOf(def), def.name).toBeInstanceOf(z.ZodObject);
      expect(updateSchemaOf(def), def.name).toBeInstanceOf(z.ZodObject);
      const shape = updateSchemaOf(def).shape as Record<string, z.ZodType>;
      for (const [name, f] of Object.entries(def.fields))
        if (name !== def.codeField) expect(shape[name], `${def.name}.${name}`).toBe(fieldSchema(f));
    }
  });

  it("'Meus dados' takes the user's fields as the update schema has them", () => {
    expect(Object.keys(meuPerfilSchema.shape)).toEqual([...MEU_PERFIL_FIELDS]);
    const update = updateSchemaOf(usuario).shape as Record<string, z.ZodType>;
    for (const [key, schema] of Object.entries(meuPerfilSchema.shape)) expect(schema, key).toBe(update[key]);
    expect(pickFields(usuario.fields, ['cpf']).safeParse({ cpf: '123' }).success).toBe(false);
  });

  it("a new record's value of every field is what its schema makes of a missing one (the form builds no schema)", () => {
    let defaults = 0;
    for (const def of [...REGISTER_DEFS, ...WRAPPED_REGISTER_DEFS]) {
      for (const [name, f] of Object.entries(def.fields)) {
        if (f.kind === 'code' || f.kind === 'active') {
          expect(newRecordValue(f), `${def.name}.${name}`).toBeUndefined();
          continue;
        }
        const missing = fieldSchema(f).safeParse(undefined);
        // A required field has no value of its own: the form starts it empty and the schema refuses it so.
        if (!missing.success) {
          expect(fieldSchema(f).safeParse(newRecordValue(f)).success, `${def.name}.${name}`).toBe(false);
          continue;
        }
        expect(newRecordValue(f), `${def.name}.${name}`).toEqual(missing.data);
        if (missing.data === true || (typeof missing.data === 'string' && missing.data !== '')) defaults += 1;
      }
    }
    // Not only empty values: the country BR and the switches that start on are among them.
    expect(defaults).toBeGreaterThanOrEqual(3);
  });
});
