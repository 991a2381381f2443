// Which part of the code may import which: every zone forbids `target` to import from `from` (eslint-plugin-
// import-x's no-restricted-paths; paths from the repository's root). One direction only, top to bottom:
//
//   tools, e2e        may import the apps and shared (they measure and drive them)
//   apps/server       never the web app, never tools
//   apps/web          never the server, never tools
//   packages/shared   neither app
//
// Inside the web app (apps/web/src), one direction too:
//
//   app          the route table, router, shell and public frame pages: may import everything below
//   features/X   one page family each, and registers/ (the generic register screens, one feature-level
//                package): never app, never another feature
//   components   shared UI pieces: only lib
//   lib          no UI of the app's: nothing above
//
// Inside the server (apps/server/src), bottom to top; each layer imports only those below it:
//
//   config.ts, lib/, storage/   small generic helpers, the configuration, the file storage
//   db/                         client, schema, migrations, change feed, read cache, batched lookup
//   auth/                       sessions, access context, OIDC client
//   plugins/                    Fastify plugins (errors, headers, sessions, access, jobs, mail, uploads…)
//   uploads/, exports/          the generic upload and export mechanisms
//   registers/                  the generic registers: never a module (a module hands its hooks in)
//   modules/<area>/             features; one imports another only as MODULE_IMPORTS says, one way
//   app.ts, server.ts, ops/, seed/   composition and entry points
//
// Tests and src/testing/ may cross the layers (to set up what they check); code never imports src/testing/.
// tools/lint/eslint-rules.test.ts shows each zone refusing an import across it.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ target: string | string[]; from: string | string[]; except?: string[]; message: string }} Zone */

const WEB = './apps/web/src';
const FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {Zone[]} */
const WEB_LAYERS = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: `Uma feature não importa outra: mova o que features/${feature} usa de outra para components/ ou lib/.`,
  })),
  {
    target: [`${WEB}/features`, `${WEB}/registers`],
    from: `${WEB}/app`,
    message:
      'Features e registers não importam app/: caminhos ficam em lib/paths.ts, regras de acesso na tabela de rotas (lib/access.ts lê a da página).',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/registers`,
    message: 'Uma feature não importa registers/: peças de interface compartilhadas ficam em components/.',
  },
  {
    target: `${WEB}/registers`,
    from: `${WEB}/features`,
    message: 'registers/ não importa uma feature: o que ambos usam fica em components/ ou lib/.',
  },
  {
    target: `${WEB}/components`,
    from: [`${WEB}/app`, `${WEB}/features`, `${WEB}/registers`],
    message: 'components/ só importa lib/ (e bibliotecas): receba o resto por propriedades.',
  },
  {
    target: `${WEB}/lib`,
    from: [`${WEB}/app`, `${WEB}/features`, `${WEB}/registers`, `${WEB}/components`],
    message: 'lib/ não importa interface do app: mova o código para a camada que o usa.',
  },
];

const SERVER = './apps/server/src';
/** A server folder's code, without its tests. */
const code = (/** @type {string} */ folder) => `${SERVER}/${folder}/**/!(*.test).ts`;
const server = (/** @type {string[]} */ ...paths) => paths.map((p) => `${SERVER}/${p}`);

const COMPOSITION = server('app.ts', 'server.ts', 'ops', 'seed');
const MODULES_UP = [...server('modules'), ...COMPOSITION];
const REGISTERS_UP = [...server('registers'), ...MODULES_UP];
const MECHANISMS_UP = [...server('uploads', 'exports'), ...REGISTERS_UP];
const PLUGINS_UP = [...server('plugins'), ...MECHANISMS_UP];
const AUTH_UP = [...server('auth'), ...PLUGINS_UP];
const DB_UP = [...server('db'), ...AUTH_UP];

/**
 * The modules each module imports; a module imports no other module unless named here. A pair never imports
 * each other, and no circle goes through several: the lint refuses to start on a table with one.
 * @type {Record<string, string[]>}
 */
const MODULE_IMPORTS = {
  acesso: ['embedded-idp', 'privacidade'],
  candidatura: ['docs', 'privacidade', 'reclassificacao', 'usuario', 'webhook'],
  cliente: ['reclassificacao'],
  content: ['docs'],
  contatos: ['onde-comprar', 'privacidade', 'webhook'],
  desempenho: ['cliente', 'contatos', 'reclassificacao', 'treinamento'],
  docs: ['relatorio'],
  home: [
    'candidatura',
    'cliente',
    'contatos',
    'onde-comprar',
    'privacidade',
    'reclassificacao',
    'solicitacao',
    'treinamento',
  ],
  integracao: ['cliente', 'faturamento', 'reclassificacao', 'treinamento', 'webhook'],
  'product-images': ['docs'],
  reclassificacao: ['webhook'],
  solicitacao: ['cliente', 'docs', 'relatorio', 'verba', 'webhook'],
  usuario: ['privacidade'],
  verba: ['cliente'],
};
/** The first circle of `imports` as the list of its modules, or null. */
function circleOf(/** @type {Record<string, string[]>} */ imports) {
  /** @type {(trail: string[]) => string[] | null} */
  const walk = (trail) => {
    for (const next of imports[trail.at(-1) ?? ''] ?? []) {
      if (trail.includes(next)) return [...trail.slice(trail.indexOf(next)), next];
      const found = walk([...trail, next]);
      if (found) return found;
    }
    return null;
  };
  for (const module of Object.keys(imports)) {
    const found = walk([module]);
    if (found) return found;
  }
  return null;
}
const circle = circleOf(MODULE_IMPORTS);
if (circle) throw new Error(`MODULE_IMPORTS (eslint.layers.js) tem um círculo: ${circle.join(' → ')}`);

const MODULES = readdirSync(path.join(import.meta.dirname, SERVER, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {Zone[]} */
export const LAYERS = [
  ...WEB_LAYERS,
  {
    target: './packages/shared',
    from: ['./apps', './tools', './e2e'],
    message: '@prix/shared não conhece os apps: mova o que ambos usam para packages/shared.',
  },
  {
    target: './apps/server',
    from: ['./apps/web', './tools'],
    message:
      'O servidor não importa o app web nem as ferramentas: o que os dois apps usam fica em @prix/shared; as ferramentas (tools/) é que importam o servidor, nunca o contrário.',
  },
  {
    target: './apps/web',
    from: ['./apps/server', './tools'],
    message: 'O app web não importa o servidor nem as ferramentas: o que ambos usam fica em @prix/shared.',
  },
  {
    target: [code('lib'), code('storage'), `${SERVER}/config.ts`],
    from: DB_UP,
    message:
      'config.ts, lib/ e storage/ são a base do servidor e não importam as camadas de cima: traga para lib/ o que eles precisam.',
  },
  {
    target: code('db'),
    from: AUTH_UP,
    message:
      'db/ só importa config.ts, lib/ e storage/: o que também serve a db/ desce para lib/; o que usa as camadas de cima (a semente, o molde do PGlite) sobe para seed/ ou ops/.',
  },
  {
    target: code('auth'),
    from: PLUGINS_UP,
    message:
      'auth/ fica abaixo dos plugins e só importa db/, lib/ e config.ts: o que usa plugins (como o provedor OIDC embutido) vai para modules/.',
  },
  {
    target: code('plugins'),
    from: MECHANISMS_UP,
    message:
      'Os plugins não importam uploads/, exports/, registers/, modules/ nem a composição: mova para baixo (lib/, auth/, db/) o que ambos usam, ou receba-o por parâmetro.',
  },
  {
    target: [code('uploads'), code('exports')],
    from: REGISTERS_UP,
    message:
      'uploads/ e exports/ são mecanismos genéricos: não importam registers/ nem modules/; o que é de um cadastro fica em registers/ (como register-export.ts).',
  },
  {
    target: code('registers'),
    from: MODULES_UP,
    message:
      'registers/ nunca importa modules/ (nem a composição): o módulo entrega seus RegisterHooks e app.ts os monta (plainRegisters).',
  },
  {
    target: code('modules'),
    from: COMPOSITION,
    message:
      'Os módulos não importam app.ts, server.ts, ops/ nem seed/: o que a composição e um módulo usam desce para o módulo ou para lib/.',
  },
  ...MODULES.map((module) => ({
    target: code(`modules/${module}`),
    from: server('modules'),
    except: [module, ...(MODULE_IMPORTS[module] ?? [])].map((name) => `./${name}`),
    message: `modules/${module} só importa os módulos que MODULE_IMPORTS (eslint.layers.js) lhe dá, numa direção só: declare ali a importação nova, ou mova o que os dois usam para o módulo de baixo ou para lib/.`,
  })),
  {
    target: [`${SERVER}/!(testing)/**/!(*.test).ts`, `${SERVER}/!(*.test).ts`],
    from: server('testing'),
    message: 'src/testing/ é só dos testes: o código do servidor não o importa.',
  },
];
