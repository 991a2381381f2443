import type { ReactNode } from 'react';

/** A menu entry: a link (`to`), a file to download (`href`) or an action (`onClick`). */
export interface MenuAction {
  readonly label: string;
  readonly icon?: ReactNode;
  readonly to?: string;
  /**
   * A download the browser saves as it arrives (an export): a plain link, not the router's, so no file is
   * ever held in the page.
   */
  readonly href?: string;
  /** A heading shown above the first entry of a run of entries of the same group ('Exportar'). */
  readonly group?: string;
  /** Router state carried by the link (the list's address, for 'Voltar'). */
  readonly state?: unknown;
  readonly onClick?: () => void;
}
