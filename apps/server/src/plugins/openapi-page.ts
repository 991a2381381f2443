import { escapeHtml } from '../lib/html.js';

export interface OpenApiDocument {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown; example?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown; example?: unknown }> }
  >;
  security?: Record<string, unknown>[];
}

const json = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2));
const example = (value: unknown) => (value === undefined ? '' : `<p>Exemplo:</p><pre>${json(value)}</pre>`);

/**
 * The reference page: the OpenAPI document as plain HTML, grouped by area, readable without JavaScript (the
 * site's CSP allows no inline script, and integrators often read it in a terminal browser or print it). The
 * schemas' code blocks wrap their long lines instead of scrolling: a region that scrolls must take the focus
 * (WCAG 2.1.1), and sixty of them would be sixty stops in the tab order; wrapped, a phone reads them too.
 */
export function renderReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const tag = op.tags?.[0] ?? 'geral';
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', obrigatório' : ''})</li>`,
        )
        .join('');
      const request = op.requestBody?.content?.['application/json'];
      const body = request?.schema;
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => {
          const answer = r.content?.['application/json'];
          return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description ?? '')}${answer?.schema ? `<pre>${json(answer.schema)}</pre>` : ''}${example(answer?.example)}</li>`;
        })
        .join('');
      // An integration route is called with a token, not the session: say so where the route is described.
      const bearer = op.security?.some((s) => 'integracao' in s)
        ? '<p><strong>Autenticação:</strong> <code>Authorization: Bearer prix_…</code> (token de integração; o cookie de sessão não vale aqui).</p>'
        : '';
      const section = `<section id="${escapeHtml(`${method}-${path}`)}">
<h3><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? '')}${op.security && op.security.length === 0 ? ' <em>(pública)</em>' : ''}</p>
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
${bearer}
${params ? `<h4>Parâmetros</h4><ul>${params}</ul>` : ''}
${body ? `<h4>Corpo (JSON)</h4><pre>${json(body)}</pre>${example(request?.example)}` : ''}
${responses ? `<h4>Respostas</h4><ul>${responses}</ul>` : ''}
</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), section]);
    }
  }
  const groups = [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b, 'pt-BR'));
  return `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title>
<style>body{font-family:Roboto,system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
pre{background:#f5f5f5;padding:.75rem;font-size:.85rem;white-space:pre-wrap}pre,code{overflow-wrap:anywhere}
h2{border-bottom:1px solid #ddd}section{margin-bottom:1.5rem}</style>
</head><body><main>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>O documento completo está em <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav><ul>${groups.map(([tag]) => `<li><a href="#grupo-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>
${groups.map(([tag, sections]) => `<h2 id="grupo-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${sections.join('\n')}`).join('\n')}
</main></body></html>`;
}
