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
// tools/lint/eslint-rules.test.ts shows each zone refusing an import across it.
import { readdirSync } from 'node:fs';

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
];
