import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MSG, pais } from '@prix/shared/core';
import { AppProviders } from '../../app/providers';
import { initialValues, planFields, type FormValues } from './field-plan';
import type * as RegisterFormModule from './register-form';

/**
 * A form's validation (zod, the schemas, the resolver) is a part fetched after the form paints (decision 0037).
 * Each test takes its own instance of register-form.tsx (`?…`), whose part is fetched afresh, and decides how
 * the chunk arrives: failing as it does offline, or held back until released.
 */

type FormModule = typeof RegisterFormModule;

/** How the next fetch of the validation's chunk goes: held until `release`, or failing (offline). */
const chunk = { offline: false, held: Promise.resolve() as Promise<void> };
/** Mocked anew by each test, so its form fetches the chunk afresh. */
function mockChunk() {
  vi.doMock('./form-validation', async (importOriginal) => {
    await chunk.held;
    if (chunk.offline) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
}

function renderForm({ RegisterForm }: FormModule, onSubmit: (values: FormValues) => void) {
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RegisterForm
        plan={planFields(pais, 'create', true)}
        schema={(schemas) => schemas.createSchemaOf(pais)}
        defaultValues={initialValues(pais, 'create')}
        canWrite
        saving={false}
        errors={[]}
        onSubmit={onSubmit}
        onBack={() => undefined}
      />
    </AppProviders>,
  );
}

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));

describe('a record form before its validation has arrived', () => {
  it('offline, says so and sends nothing; the next try fetches it again', async () => {
    chunk.held = Promise.resolve();
    chunk.offline = true;
    mockChunk();
    // @ts-expect-error: the query makes another instance of the module; its types are the module's own.
    const form = (await import('./register-form?offline')) as FormModule;
    const onSubmit = vi.fn();
    renderForm(form, onSubmit);
    type('Código', 'BR');
    type('Nome', 'Brasil');
    send();
    expect(await screen.findByText(MSG.rede)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    chunk.offline = false;
    send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText(MSG.rede)).toBeNull());
  });

  it('paints and takes what is typed; sending waits for the validation, then shows its messages', async () => {
    let release!: () => void;
    chunk.held = new Promise((resolve) => (release = resolve));
    mockChunk();
    // @ts-expect-error: as above.
    const form = (await import('./register-form?held')) as FormModule;
    const onSubmit = vi.fn();
    renderForm(form, onSubmit);
    type('Nome', '  Brasil  ');
    send();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('O campo Código é obrigatório')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    release();
    expect(await screen.findByText('O campo Código é obrigatório')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type('Código', 'BR');
    send();
    // The schema's output is what is sent: the name trimmed.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ id: 'BR', nome: 'Brasil' });
  });
});
