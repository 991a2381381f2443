import type { RegisterDef } from '@prix/shared/core';
import type { KeyValue } from '@prix/shared';

/** What the queries need of a register: its address name and its API path (classe-beneficio has no def). */
export type RegisterSource = Pick<RegisterDef, 'name' | 'apiPath'>;

/**
 * A selector's options answered whole by GET {lookupPath} as key/value pairs, with no search on the server
 * (/estado/{paisId}, /usuario/funcionario); the selector filters them in the browser.
 */
export interface LookupSource {
  readonly name: string;
  readonly lookupPath: string;
}

/**
 * Options the server searches with GET {searchPath}?busca=…&{params} once `minLength` letters are typed (the
 * municipalities of a state, `/publico/municipios`): too many to list whole, not a register.
 */
export interface SearchSource {
  readonly name: string;
  readonly searchPath: string;
  /** More query parameters (the chosen state's `uf`). */
  readonly params?: Readonly<Record<string, string>>;
  readonly minLength: number;
  /** The answer's options (checked here: the selector loads no zod). */
  readonly toOptions: (answer: unknown) => readonly KeyValue[];
  /** Labels already known (the record's chosen city), offered until enough is typed. */
  readonly known?: readonly KeyValue[];
}

/** Where a selector's options come from: a register's POST {path}/keys, a whole list, or a server search. */
export type SelectorSource = RegisterSource | LookupSource | SearchSource;

/**
 * The one query-key scheme of the registers: ['register', name, 'list' | 'detail' | 'keys', …]. A save or a
 * delete invalidates `registerKeys.root`, every register's queries: records show in other registers' lists and
 * selectors (a renamed class in the company form; a team member saved through the employee form in 'Equipe').
 * Only the queries on screen refetch at once.
 */
export const registerKeys = {
  root: ['register'] as const,
  list: (name: string, params: object) => ['register', name, 'list', params] as const,
  detail: (name: string, id: string) => ['register', name, 'detail', id] as const,
  /** `path`: a lookup's, since one register may have several lists (the states of each country). */
  keys: (name: string, search: string, selected: readonly string[], path?: string) =>
    ['register', name, 'keys', { search, selected, path }] as const,
  lookup: (name: string, path: string) => ['register', name, 'lookup', path] as const,
};
