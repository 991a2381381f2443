import type { Components, Theme } from '@mui/material/styles';

const itemLabel = (type: string) =>
  type === 'first'
    ? 'Ir para a primeira página'
    : type === 'last'
      ? 'Ir para a última página'
      : type === 'next'
        ? 'Ir para a próxima página'
        : 'Ir para a página anterior';

/**
 * The Portuguese texts of the MUI components the portal uses (those of `@mui/material/locale`'s ptBR). Not that
 * module itself: it makes an `Intl.NumberFormat` as it loads (for TablePagination, which the portal does not
 * use), and the first Intl object of a page loads the locale's data, ~50 ms of Lighthouse's phone before the
 * first list could draw (the TBT budget).
 */
export const ptBRComponents: Components<Theme> = {
  MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar caminho' } },
  MuiAutocomplete: {
    defaultProps: {
      clearText: 'Limpar',
      closeText: 'Fechar',
      loadingText: 'Carregando…',
      noOptionsText: 'Sem opções',
      openText: 'Abrir',
    },
  },
  MuiAlert: { defaultProps: { closeText: 'Fechar' } },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Navegar pela paginação',
      getItemAriaLabel: (type, page, selected) =>
        type === 'page' ? `${selected ? '' : 'Ir para a '}página ${page}` : itemLabel(type),
    },
  },
};
