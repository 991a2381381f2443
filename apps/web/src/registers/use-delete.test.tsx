import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../app/providers';
import { stubApi } from '../test/render-app';
import type * as UseDeleteModule from './use-delete';

/**
 * 'Confirmar exclusão' is a part fetched after the page paints (decision 0036). On a fresh instance of the
 * module, whose part has not been fetched, 'Excluir' pressed at once opens the dialog as soon as it arrives.
 */
describe('deleting before the confirmation dialog has arrived', () => {
  it('opens it once it arrives; SIM deletes', async () => {
    // @ts-expect-error: the query makes another instance of the module; its types are the module's own.
    const { useDeleteRecord } = (await import('./use-delete?first-ask')) as typeof UseDeleteModule;
    const fetchMock = stubApi((method, path) =>
      method === 'DELETE' && path === '/api/pais/p-1'
        ? { status: 200, body: { deleted: true, errors: [] } }
        : undefined,
    );
    const onDeleted = vi.fn();
    function Harness() {
      const remove = useDeleteRecord({ name: 'pais', apiPath: '/pais' }, onDeleted);
      return (
        <>
          <button onClick={() => remove.ask('p-1')}>Excluir</button>
          {remove.dialog}
        </>
      );
    }
    render(
      <AppProviders queryClient={new QueryClient()}>
        <Harness />
      </AppProviders>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('dialog', { name: 'Confirmar exclusão' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'SIM' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
