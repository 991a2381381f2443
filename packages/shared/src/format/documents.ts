import { cnpj, cpf } from 'cpf-cnpj-validator';

/**
 * Brazilian documents through cpf-cnpj-validator, which knows the alphanumeric CNPJ of RFB technical note
 * 49/2024 (in force since July 2026) as well as the numeric one.
 */
export const isValidCnpj = (value: string): boolean => cnpj.isValid(value);
export const isValidCpf = (value: string): boolean => cpf.isValid(value);

/** 00.000.000/0000-00 (letters allowed in the first 12 positions); a partial value is returned as typed. */
export const formatCnpj = (value: string): string => cnpj.format(value);
export const formatCpf = (value: string): string => cpf.format(value);

export const documentMessages = {
  cnpj: 'CNPJ inválido',
  cpf: 'CPF inválido',
};

/**
 * A CNPJ's root (decision 0024): its first 8 characters without the mask, in upper case (the alphanumeric CNPJ
 * too): the registered company, whose establishments share it. '' for a value without a full root.
 */
export function cnpjRaiz(value: string): string {
  const plain = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return plain.length === 14 ? plain.slice(0, 8) : '';
}

/**
 * Whether `cnpj` is `parceiro`'s own CNPJ or another of its group's (decision 0024: the same root). A partner
 * without a full CNPJ (a CPF, none) is a group of one: only the same document matches.
 */
export function mesmoGrupoCnpj(cnpj: string, parceiro: string): boolean {
  const plain = (v: string) => v.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (!plain(cnpj) || !plain(parceiro)) return false;
  const raiz = cnpjRaiz(parceiro);
  return raiz ? cnpjRaiz(cnpj) === raiz : plain(cnpj) === plain(parceiro);
}
