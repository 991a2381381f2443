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
