import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const APP_NAME = 'Portal de Parceiros Prix';

/** Sets the browser tab title for the current page. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}

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
