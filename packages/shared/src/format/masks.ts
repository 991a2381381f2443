import {
  formatCelular,
  formatCep,
  formatTelefone,
  isValidCelular,
  isValidCep,
  isValidTelefone,
  contactMessages,
} from './contact.js';
import { documentMessages, formatCnpj, formatCpf, isValidCnpj, isValidCpf } from './documents.js';

/** The masked text fields of SPEC §5: how each is validated, stored and explained when wrong. */
export type TextMask = 'cpf' | 'cnpj' | 'cep' | 'telefone' | 'celular';

export const MASKS: Record<
  TextMask,
  { isValid(v: string): boolean; format(v: string): string; message: string }
> = {
  cpf: { isValid: isValidCpf, format: formatCpf, message: documentMessages.cpf },
  cnpj: { isValid: isValidCnpj, format: formatCnpj, message: documentMessages.cnpj },
  cep: { isValid: isValidCep, format: formatCep, message: contactMessages.cep },
  telefone: { isValid: isValidTelefone, format: formatTelefone, message: contactMessages.telefone },
  celular: { isValid: isValidCelular, format: formatCelular, message: contactMessages.celular },
};
