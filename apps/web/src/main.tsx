import './fonts.css';
import './base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserApp } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');

// Only the router here: MUI's theme and the API cache come with the areas that use them (app/providers.tsx).
createRoot(container).render(
  <StrictMode>
    <BrowserApp />
  </StrictMode>,
);
