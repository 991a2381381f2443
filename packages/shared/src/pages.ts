/**
 * The one list of page addresses (./page-addresses.ts, as `PAGE`) and `pagePath`, which fills one in. The web
 * app's route table (apps/web/src/app/routes.ts, public-routes.ts) gives each address a row, its links come from
 * here (apps/web/src/lib/paths.ts), and so do the addresses the server puts in e-mails and redirects
 * (`${publicUrl}${pagePath(PAGE.candidaturas, { uuid })}`). A page address typed anywhere else in either app fails
 * tools/lint/page-addresses.test.ts. No other imports: every page's first download may use it.
 */
import * as PAGE from './page-addresses.js';

export { PAGE };

export type PagePattern = (typeof PAGE)[keyof typeof PAGE];

type SegmentParams<Segment extends string> = Segment extends `:${infer Name}?`
  ? { readonly [K in Name]?: string }
  : Segment extends `:${infer Name}`
    ? { readonly [K in Name]: string }
    : Segment extends '*'
      ? { readonly '*'?: string }
      : unknown;

/** The parameters a pattern takes, each optional one optional. */
export type PageParams<Pattern extends string> = Pattern extends `${infer Segment}/${infer Rest}`
  ? SegmentParams<Segment> & PageParams<Rest>
  : SegmentParams<Pattern>;

/**
 * A page's address: its pattern with the parameters filled in (encoded; the `*`, the rest of an address, as it
 * comes), an optional one left out when absent.
 */
export function pagePath<Pattern extends PagePattern>(
  pattern: Pattern,
  ...params: object extends PageParams<Pattern> ? [PageParams<Pattern>?] : [PageParams<Pattern>]
): string {
  const values = (params[0] ?? {}) as Record<string, string | undefined>;
  const path = pattern.replace(/\/(?::(\w+)(\?)?|\*)/g, (_part, name?: string, optional?: string) => {
    const value = values[name ?? '*'];
    if (value) return `/${name ? encodeURIComponent(value) : value}`;
    if (name && !optional) throw new Error(`${pattern}: falta o parâmetro ${name}`);
    return '';
  });
  return path || '/';
}

/** A register's screen: `/cadastro/{register}`, or `/cadastro/{register}/{rest}` (`lista`, `detalhe/{id}`, …). */
export function registerPath(register: string, rest?: string): string {
  return pagePath(PAGE.cadastro, { register, '*': rest });
}

/** A register's list: /cadastro/{register}/lista. */
export const registerListPath = (register: string): string => registerPath(register, 'lista');

/**
 * A register's record: /cadastro/{register}/detalhe/{id} (`novo` for a new one). A composite key's parts stay
 * segments of their own (`1000/DSCS`): each part is encoded, not the slash between them.
 */
export const registerRecordPath = (register: string, id: string): string =>
  registerPath(register, `detalhe/${id.split('/').map(encodeURIComponent).join('/')}`);
