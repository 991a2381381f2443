import { beneficio } from './defs/beneficio.js';
import { cargo } from './defs/cargo.js';
import { classe } from './defs/classe.js';
import { filial } from './defs/filial.js';
import { genero } from './defs/genero.js';
import { idioma } from './defs/idioma.js';
import { pais } from './defs/pais.js';
import { parametro } from './defs/parametro.js';
import { perfil } from './defs/perfil.js';
import { permissao } from './defs/permissao.js';
import { tipoparceria } from './defs/tipoparceria.js';
import { tipoparceriacomplementar } from './defs/tipoparceriacomplementar.js';
import { tipotreinamento } from './defs/tipotreinamento.js';
import type { RegisterDef } from './define.js';

export * from './define.js';
export * from './fields.js';
export {
  beneficio,
  cargo,
  classe,
  filial,
  genero,
  idioma,
  pais,
  parametro,
  perfil,
  permissao,
  tipoparceria,
  tipoparceriacomplementar,
  tipotreinamento,
};

/** Every generic register; the server mounts routes and the web app mounts screens for each. */
export const REGISTER_DEFS = [
  pais,
  idioma,
  genero,
  filial,
  cargo,
  parametro,
  beneficio,
  classe,
  tipoparceria,
  tipoparceriacomplementar,
  tipotreinamento,
  permissao,
  perfil,
] as const satisfies readonly RegisterDef[];

const byName = new Map<string, RegisterDef>(REGISTER_DEFS.map((d) => [d.name, d as unknown as RegisterDef]));
export function findRegisterDef(name: string): RegisterDef | undefined {
  return byName.get(name);
}
export * from './classe-beneficio.js';
