// Which part of the code may import which: every zone forbids `target` to import from `from` (eslint-plugin-
// import-x's no-restricted-paths; paths from the repository's root). One direction only, top to bottom:
//
//   tools, e2e        may import the apps and shared (they measure and drive them)
//   apps/server       never the web app, never tools
//   apps/web          never the server, never tools
//   packages/shared   neither app
//
// tools/lint/eslint-rules.test.ts shows each zone refusing an import across it.

/** @typedef {{ target: string | string[]; from: string | string[]; except?: string[]; message: string }} Zone */

/** @type {Zone[]} */
export const LAYERS = [
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
