import './zod-config';
import './fonts.css';
import './base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');

// Only the router here: MUI's theme and the API cache come with the areas that use them (app/providers.tsx).
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
