import { PERM } from '../permissions.js';
import { field } from './fields.js';

/**
 * Benefit per class (SPEC §2.3, §3): not a defineRegister register (its key is the pair classe/benefício and
 * it is only edited), but its fields and schema are shared all the same.
 */
export const classeBeneficio = {
  name: 'classe-beneficio',
  title: 'Benefícios por classe',
  apiPath: '/classe-beneficio',
  permissions: [PERM.cadastro.classe, PERM.cadastro.classeBeneficio],
  fields: {
    nome: field.text(50, 'Benefício'),
    classeBeneficio: field.text(50, 'Classe'),
    valor_beneficio: field.text(6, 'Valor'),
  },
} as const;
