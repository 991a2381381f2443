import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

/**
 * Parameters whose value is an address the portal links to or redirects to (SPEC §7 'External links'): the
 * code says so by starting with one of ADDRESS_PARAMETER_PREFIXES (URL_SIMULADOR_PEDIDO, URL_CANAL_OTA,
 * URL_PORTAL_BOLETOS, URL_ELEARNING, LINK_RECURSOS_MARCA, and any new one named so), or is one of
 * OTHER_ADDRESS_PARAMETERS, named before the rule. Their value is checked as `field.address`.
 */
export const ADDRESS_PARAMETER_PREFIXES = ['URL_', 'LINK_'] as const;
/** The home's default video (a Vimeo address, played only through the player: video.ts). */
export const OTHER_ADDRESS_PARAMETERS = ['VIDEO_PADRAO'] as const;

export function isAddressParameter(code: string): boolean {
  const upper = code.trim().toUpperCase();
  return (
    ADDRESS_PARAMETER_PREFIXES.some((prefix) => upper.startsWith(prefix)) ||
    (OTHER_ADDRESS_PARAMETERS as readonly string[]).includes(upper)
  );
}

const VALOR_MAX = 20000;
/** The value of an address parameter: the same label and length, and only an address. */
const addressValue = field.address(VALOR_MAX, 'Valor');

export const parametro = defineRegister({
  name: 'parametro',
  apiPath: '/parametro',
  table: 'parametro',
  permission: PERM.cadastro.parametro,
  title: 'Parâmetros',
  singular: 'Parâmetro',
  fields: {
    id: field.code(100),
    nome: field.nome(),
    valor: field.text(VALOR_MAX, 'Valor', { multiline: true }),
    inativo: field.active(),
  },
  fieldsByCode: (code) => (isAddressParameter(code) ? { valor: addressValue } : {}),
  list: [
    { field: 'id', label: 'Código' },
    { field: 'nome', label: 'Nome' },
    { field: 'valor', label: 'Valor', format: 'firstLine100' },
    { field: 'inativo', label: 'Ativo', format: 'active' },
  ],
  search: ['id', 'nome'],
});
