/**
 * The structure tree of a tagged PDF, as pdf.js reads it and react-pdf renders it under the page's text layer: a
 * span per structure element with an ARIA role from its tag (Table → table, TR → row, L → list…) and
 * `aria-owns` on the text it holds. Tags a PDF writer puts where ARIA allows none (Chrome's PDFs hold marked
 * content directly in a Table, beside its rows) made a table own text, not rows: an invalid tree that screen
 * readers may skip whole, and axe's aria-required-children. The tree is repaired before react-pdf renders it.
 */

/** A structure element (pdf.js's StructTreeNode, the fields read here). */
export interface StructNode {
  readonly role: string;
  readonly children: readonly (StructNode | StructContent)[];
}

/** Text or an object of the page that an element holds (pdf.js's StructTreeContent). */
export interface StructContent {
  readonly type: string;
  readonly id: string;
}

const isNode = (child: StructNode | StructContent): child is StructNode => 'children' in child;

/** Elements whose ARIA role may own only certain roles: a table rows, a row cells, a list its items. */
const OWNS_STRUCTURE_ONLY = new Set(['Table', 'THead', 'TBody', 'TFoot', 'TR', 'L']);
/** Row groups: react-pdf maps THead to a column header, which a table may not own; read as plain groups. */
const ROW_GROUPS = new Set(['THead', 'TBody', 'TFoot']);

/**
 * The tree with the text held directly by a table, a row group, a row or a list left out of the structure (it
 * is still read in the text layer, where it stands), and row groups without a role of their own.
 */
export function repairStructTree<T extends StructNode>(node: T): T {
  const children = OWNS_STRUCTURE_ONLY.has(node.role) ? node.children.filter(isNode) : node.children;
  return {
    ...node,
    role: ROW_GROUPS.has(node.role) ? 'NonStruct' : node.role,
    children: children.map((child) => (isNode(child) ? repairStructTree(child) : child)),
  };
}

interface PageWithStructTree {
  getStructTree(): Promise<StructNode | null>;
}

const REPAIRED = Symbol('prix.repairedStructTree');

/**
 * Makes every page of pdf.js answer `getStructTree` with the repaired tree. react-pdf asks the page itself, so
 * the repair goes on pdf.js's page class, once, from one of its pages; call it before a page renders.
 */
export function repairStructTrees(page: PageWithStructTree): void {
  const proto = Object.getPrototypeOf(page) as PageWithStructTree & { [REPAIRED]?: true };
  if (proto[REPAIRED]) return;
  const original = proto.getStructTree;
  proto.getStructTree = async function (this: PageWithStructTree) {
    const tree = await original.call(this);
    return tree && repairStructTree(tree);
  };
  proto[REPAIRED] = true;
}
