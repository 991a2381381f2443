import { beneficio } from './defs/beneficio.js';
import { cargo } from './defs/cargo.js';
import { classe } from './defs/classe.js';
import { filial } from './defs/filial.js';
import { genero } from './defs/genero.js';
import { idioma } from './defs/idioma.js';
import { pais } from './defs/pais.js';
import {
  ADDRESS_PARAMETER_PREFIXES,
  OTHER_ADDRESS_PARAMETERS,
  isAddressParameter,
  parametro,
} from './defs/parametro.js';
import { perfil } from './defs/perfil.js';
import { permissao } from './defs/permissao.js';
import { tipoparceria } from './defs/tipoparceria.js';
import { tipoparceriacomplementar } from './defs/tipoparceriacomplementar.js';
import { tipotreinamento } from './defs/tipotreinamento.js';
import { cliente } from './defs/cliente.js';
import { MEU_PERFIL_FIELDS, usuario } from './defs/usuario.js';
import { usuarioExterno } from './defs/usuario-externo.js';
import { arquivo } from './defs/arquivo.js';
import { banner } from './defs/banner.js';
import { BUTTON_IDENTIFIERS, botao } from './defs/botao.js';
import { produtoImagem } from './defs/produto-imagem.js';
import { faq } from './defs/faq.js';
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
  arquivo,
  banner,
  botao,
  produtoImagem,
  faq,
  BUTTON_IDENTIFIERS,
  ADDRESS_PARAMETER_PREFIXES,
  OTHER_ADDRESS_PARAMETERS,
  isAddressParameter,
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
  botao,
  arquivo,
  banner,
  produtoImagem,
  faq,
] as const satisfies readonly RegisterDef[];

export { cliente, MEU_PERFIL_FIELDS, usuario, usuarioExterno };

/**
 * Registers with their own server module (scoping, SPEC §6 rules, e-mail) around the generic routes.
 * They are targets of selectors like any other, so lookups find them too.
 */
export const WRAPPED_REGISTER_DEFS = [
  usuario,
  usuarioExterno,
  cliente,
] as const satisfies readonly RegisterDef[];

const byName = new Map<string, RegisterDef>(
  [...REGISTER_DEFS, ...WRAPPED_REGISTER_DEFS].map((d) => [d.name, d as unknown as RegisterDef]),
);
export function findRegisterDef(name: string): RegisterDef | undefined {
  return byName.get(name);
}
export * from './classe-beneficio.js';

/** Only the plainly generic registers: the ones whose routes and screens come from the definition alone. */
export function findGenericRegisterDef(name: string): RegisterDef | undefined {
  const def = byName.get(name);
  return def && (REGISTER_DEFS as readonly { name: string }[]).some((d) => d.name === name) ? def : undefined;
}
