import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../lib/document-title';

// Kept apart from MUI (lib/document-title.ts) so the login page sets its title without loading MUI.
export { APP_NAME, useDocumentTitle } from '../lib/document-title';

/**
 * The page's one h1, plus the tab title. It can take the focus (not by Tab): the shell moves the focus to it
 * after a navigation (app/shell/use-focus-on-navigation.ts).
 */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
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
