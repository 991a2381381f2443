import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../../app/providers';
import type * as DetailFrameModule from './detail-frame';

/**
 * A detail's tab bar is MUI's Tabs, a part fetched after the page paints (decision 0036). Each test takes a
 * fresh instance of detail-frame.tsx (`?…`), whose part has not been fetched, so it starts on the placeholder.
 */
type FrameModule = typeof DetailFrameModule;

function renderFrame({ DetailFrame }: FrameModule) {
  render(
    <AppProviders queryClient={new QueryClient()}>
      <DetailFrame
        title="Editar Perfil"
        tabs={[
          { label: 'Cadastro', content: <p>Os campos</p> },
          { label: 'Usuários', content: <p>A lista de usuários</p> },
        ]}
      />
    </AppProviders>,
  );
}

const isMuiTab = (name: string) => screen.getByRole('tab', { name }).classList.contains('MuiTab-root');

describe('the tab bar before MUI’s Tabs arrive', () => {
  it('already switches tabs, and MUI’s bar keeps the chosen one', async () => {
    // @ts-expect-error: the query makes another instance of the module; its types are the module's own.
    const frame = (await import('./detail-frame?switch')) as FrameModule;
    renderFrame(frame);
    expect(isMuiTab('Cadastro')).toBe(false);
    expect(screen.getByRole('tab', { name: 'Cadastro' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('A lista de usuários').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Usuários' }));
    expect(screen.getByText('A lista de usuários').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(
      false,
    );
    expect(screen.getByText('Os campos').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(true);

    // Fetched when the browser is idle.
    await waitFor(() => expect(isMuiTab('Usuários')).toBe(true));
    expect(screen.getByRole('tab', { name: 'Usuários' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tablist', { name: 'Abas do cadastro' })).toBeTruthy();
  });

  it('moves the focus with the arrows, and hands it over to the same tab of MUI’s bar', async () => {
    // @ts-expect-error: as above.
    const frame = (await import('./detail-frame?focus')) as FrameModule;
    renderFrame(frame);
    act(() => screen.getByRole('tab', { name: 'Cadastro' }).focus());
    expect(isMuiTab('Cadastro')).toBe(false);
    // The arrows move the focus along the tabs, as they do in MUI's bar.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Cadastro' }), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Usuários' }));
    await waitFor(() => expect(isMuiTab('Usuários')).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Usuários' }));
  });
});
