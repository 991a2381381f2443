import type { ButtonLink } from '@prix/shared/content';
import { can, type PermissionTree } from '@prix/shared/core';
import { RESOURCE_GROUPS } from '@prix/shared/core/recursos';

export interface VisibleGroup {
  readonly title: string;
  readonly buttons: readonly (ButtonLink & { arquivo: string })[];
}

/**
 * The document groups this viewer sees: each item only with its key (the tree holds the combined check for
 * external users) and only when its button has a document; empty groups are left out. The server's button
 * list is already filtered by the same keys; checking here too keeps a stale cached list from showing more.
 */
export function visibleGroups(
  tree: PermissionTree | null | undefined,
  buttons: readonly ButtonLink[],
): VisibleGroup[] {
  return RESOURCE_GROUPS.map((group) => ({
    title: group.title,
    buttons: group.items.flatMap((item) =>
      can(tree, item.key)
        ? buttons.filter(
            (b): b is ButtonLink & { arquivo: string } =>
              b.arquivo !== null &&
              (item.prefix
                ? b.identificador.startsWith(item.identificador)
                : b.identificador === item.identificador),
          )
        : [],
    ),
  })).filter((group) => group.buttons.length > 0);
}
