import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../lib/document-title';

// Kept apart from MUI (lib/document-title.ts) so the public pages set their titles without loading MUI.
export { APP_NAME, useDocumentTitle, usePageTitle } from '../lib/document-title';

/**
 * The page's one h1, plus the tab title: its row's title in the route table, or, given `record` (the name of the
 * one record the page shows), the title the row composes for it (`usePageTitle`). It can take the focus (not by
 * Tab): the shell moves the focus to it after a navigation (app/shell/use-focus-on-navigation.ts).
 */
export function PageTitle({ record, children }: { record?: string; children?: ReactNode }) {
  const title = usePageTitle(record);
  return (
    <Box sx={{ mb: 3 }}>
      <Typography
        variant="h1"
        component="h1"
        tabIndex={-1}
        sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
