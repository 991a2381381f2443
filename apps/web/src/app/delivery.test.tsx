import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/render-app';

// The signed-in area cannot be downloaded (a release replaced its chunk, the network dropped).
vi.mock('./load-shell', () => ({
  loadShell: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

describe('first download', () => {
  it('shows the login page without waiting for the session check', async () => {
    // The check never answers: the page must not wait for it.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderApp('/acesso/login');
    expect(await screen.findByRole('link', { name: 'Entrar como parceiro' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bem-vindo ao Portal de Parceiros Prix' })).toBeTruthy();
    expect(screen.queryByText('Inicializando...')).toBeNull();
  });

  it('says something went wrong, and offers a reload, when an area cannot be downloaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar a página' }));
    expect(reload).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Voltar para home' }).getAttribute('href')).toBe('/home');
    // Logged from an effect, after the page has painted: under load the heading can be found first.
    await waitFor(() => expect(logged).toHaveBeenCalled());
  });
});
