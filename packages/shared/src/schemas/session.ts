import { z } from '../zod-setup.js';
import type { PermissionTree } from '../permissions.js';

/** SPEC §1 kind tags used by the client. */
export const userKindSchema = z.enum(['logado', 'interno', 'externo', 'funcionario']);

export const sessionUserSchema = z.object({
  uuid: z.string(),
  id: z.string(),
  nomecompleto: z.string(),
  email: z.string().nullable(),
  externo: z.boolean(),
  funcionario: z.boolean(),
  incompleto: z.boolean(),
  tipos: z.array(userKindSchema),
});

export const empresaResumoSchema = z.object({
  uuid: z.string(),
  id: z.string(),
  nome: z.string(),
  cnpj: z.string().nullable(),
  classe: z.string().nullable(),
  tiposparceria: z.array(z.string()),
});

export const sessionEnvSchema = z.object({
  ambiente: z.enum(['development', 'test', 'production']),
  contatoUrl: z.string(),
  suporteEmail: z.string(),
  seletorEmpresa: z.boolean(),
});

const permissionTreeSchema: z.ZodType<PermissionTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.literal(true), permissionTreeSchema])),
) as z.ZodType<PermissionTree>;

/** POST /api/acesso/info */
export const sessionInfoSchema = z.object({
  usuario: sessionUserSchema,
  permissions: permissionTreeSchema,
  env: sessionEnvSchema,
  /** The external user's current company (chosen by the company switcher), null for internal users. */
  empresa: empresaResumoSchema.nullable(),
});

/** GET /api/usuario/profile */
export const userProfileSchema = z.object({
  result: z.object({ clientes: z.array(empresaResumoSchema) }),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export type EmpresaResumo = z.infer<typeof empresaResumoSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
