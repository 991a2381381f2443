// Every address of a web page that the apps write (a link, a redirect, an e-mail's link, a demo banner's target)
// comes from the one list of them, `PAGE` of @prix/shared/pages: a page renamed there moves every link with
// it. This reads each source file of the web app and the server and fails on a page address typed in a literal.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PAGE } from '@prix/shared/pages';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What stands for a `${…}` of a template: a parameter's value, or the address's base (`${publicUrl}/home`). */
const HOLE = '\u0000';

/** Each page's address pattern, by its parts: `['candidaturas', ':uuid?']`. */
const PATTERNS = Object.values(PAGE).map((pattern) => pattern.split('/').slice(1));

/** Whether `parts` is an address the router opens with `pattern` (`:name`, `:name?`, a final `*`). */
function opens(pattern: readonly string[], parts: readonly string[]): boolean {
  let at = 0;
  for (const segment of pattern) {
    if (segment === '*') return true;
    if (segment.startsWith(':')) {
      if (parts[at] !== undefined) at++;
      else if (!segment.endsWith('?')) return false;
    } else if (parts[at++] !== segment) return false;
  }
  return at === parts.length;
}

/** An address in literal text: at its start, after a `${…}`, or after a quote, `=`, a space or `(` (HTML, prose). */
const ADDRESS = /(?:^|["'=\s(\u0000])(\/[^?#"'\s()<>]*)/g;

/** Whether a row of the route table would open `address` (`/onde-comprar${query}`: with or without its end). */
function isPageAddress(address: string): boolean {
  const candidates = [address, address.replace(/([^/])\u0000.*$/, '$1')];
  return candidates.some((candidate) => {
    const parts = candidate.split('/').slice(1);
    if (parts.at(-1) === '') parts.pop();
    return PATTERNS.some((pattern) => opens(pattern, parts));
  });
}

/** The page addresses in `text`. */
const pageAddresses = (text: string) =>
  [...text.matchAll(ADDRESS)].map((match) => match[1]!).filter(isPageAddress);

/** The code of an app: its .ts/.tsx files, without tests and test helpers. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => part === 'test' || part === 'testing'));
}

/** Each literal text of a file: its strings, and its templates with a HOLE for each `${…}`. */
function literals(source: ts.SourceFile): { node: ts.Node; text: string }[] {
  const found: { node: ts.Node; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.push({ node, text: node.text });
    else if (ts.isTemplateExpression(node))
      found.push({
        node,
        text: node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join(''),
      });
    // Module names ('../features/x', '@prix/shared/pages') are not addresses.
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

type Exempt = (node: ts.Node, source: ts.SourceFile) => boolean;

/** The page addresses typed in `code`, as `line: address`, but those `exempt` lets through. */
function typedAddresses(file: string, code: string, exempt: Exempt = () => false): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  return literals(source)
    .filter(({ node }) => !exempt(node, source))
    .flatMap(({ node, text }) =>
      pageAddresses(text).map(
        (address) =>
          `${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${address.replaceAll(HOLE, '${…}')}`,
      ),
    );
}

/** The page addresses typed in the code of the app in `dir`, as `file:line: address`. */
const typedInApp = (dir: string, exempt?: Exempt) =>
  sourceFiles(dir).flatMap((file) =>
    typedAddresses(file, readFileSync(path.join(ROOT, file), 'utf8'), exempt).map(
      (found) => `${file}:${found}`,
    ),
  );

/**
 * The web app's API paths are written without `/api` and look like pages (`api.get('/candidaturas')`): a
 * literal that is the address argument of the API client's calls, or a constant named `…_API`, is one.
 */
const API_CALL = /^(api\.\w+|sendForm|submitRequest|exportActions)$/;
function isApiPath(node: ts.Node, source: ts.SourceFile): boolean {
  let value = node;
  while (ts.isConditionalExpression(value.parent) || ts.isParenthesizedExpression(value.parent))
    value = value.parent;
  const parent = value.parent;
  if (ts.isCallExpression(parent) && parent.arguments.some((argument) => argument === value))
    return API_CALL.test(parent.expression.getText(source));
  return ts.isVariableDeclaration(parent) && /_API$/.test(parent.name.getText(source));
}

describe('page addresses come from the one list of them (PAGE of @prix/shared/pages)', () => {
  it("the server's e-mails, redirects and pages type none", () => {
    expect(typedInApp('apps/server/src')).toEqual([]);
  });

  it("the web app's links type none", () => {
    expect(typedInApp('apps/web/src', isApiPath)).toEqual([]);
  });

  it('finds an address typed in an e-mail link, a redirect, HTML and a link; not API calls nor other addresses', () => {
    const typed = (code: string) => typedAddresses('exemplo.ts', code, isApiPath);
    expect(typed('const link = `${app.config.publicUrl}/candidaturas/${uuid}`;')).toEqual([
      '1: /candidaturas/${…}',
    ]);
    expect(typed("reply.redirect('/home');")).toEqual(['1: /home']);
    expect(typed('const html = `<p><a href="/acesso/login">Voltar</a></p>`;')).toEqual(['1: /acesso/login']);
    expect(typed('const to = cliente ? `/solicitacoes/${id}` : "/minhas-solicitacoes";')).toHaveLength(2);
    expect(typed('const erro = `/erros?${new URLSearchParams({ type })}`;')).toEqual(['1: /erros']);
    expect(typed('const pagina = `/onde-comprar${busca}`;')).toEqual(['1: /onde-comprar${…}']);
    expect(typed("api.get('/candidaturas', { signal });\napi.get(`/candidaturas/${uuid}`);")).toEqual([]);
    expect(typed('const player = `${ORIGIN}/video/${id}`; const icon = `/classes/prix${n}.svg`;')).toEqual(
      [],
    );
    expect(typed("const opcoes = '/relatorio/nome'; const api = `${API_BASE}/relatorio`;")).toEqual([]);
    expect(typed('const link = `${app.config.publicUrl}${pagePath(PAGE.candidaturas, { uuid })}`;')).toEqual(
      [],
    );
  });
});
