import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type FileKind } from '@prix/shared/core';
import { UploadArea } from './upload-area';
import { dragAcceptable, fileProblem, formatSize } from './upload-check';

/** The area with its chosen file kept by the test, as the record editor keeps it. */
function Harness({ accept = ['image'] as FileKind[] }: { accept?: FileKind[] }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <UploadArea label="Imagem do banner" accept={accept} file={file} onChange={setFile} />
      <output data-testid="chosen">{file ? file.name : ''}</output>
    </>
  );
}

/** A file of any claimed size without allocating it (the size check must not need the bytes). */
function fileOf(name: string, type: string, size = 10): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const area = () => screen.getByRole('button', { name: /^Imagem do banner / });
const input = () => screen.getByTestId('upload-input') as HTMLInputElement;
const pick = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const dataTransfer = (files: File[]) => ({
  files,
  items: files.map((f) => ({ kind: 'file', type: f.type })),
  types: ['Files'],
});

describe('upload area (SPEC §4, §5)', () => {
  afterEach(cleanup);

  it('is idle with the 200 MB hint, and Enter or Space opens the picker', () => {
    render(<Harness />);
    expect(area().textContent).toContain('Arraste o arquivo até aqui ou clique para escolher');
    expect(area().textContent).toContain(UPLOAD_MESSAGES.hint);
    // Its name is the field's label followed by the words it shows (label in name).
    const name = new RegExp(
      `^Imagem do banner Arraste o arquivo até aqui ou clique para escolher\\s*${UPLOAD_MESSAGES.hint}$`,
    );
    expect(screen.getByRole('button', { name })).toBe(area());
    const click = vi.spyOn(input(), 'click').mockImplementation(() => undefined);
    fireEvent.keyDown(area(), { key: 'Enter' });
    fireEvent.keyDown(area(), { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
  });

  it("says 'Solte o arquivo' while an accepted file is dragged over, 'Tipo de arquivo não aceito' for another", () => {
    render(<Harness />);
    fireEvent.dragEnter(area(), { dataTransfer: dataTransfer([fileOf('a.png', 'image/png')]) });
    expect(area().textContent).toContain('Solte o arquivo');
    fireEvent.dragLeave(area());
    fireEvent.dragOver(area(), { dataTransfer: dataTransfer([fileOf('a.pdf', 'application/pdf')]) });
    expect(area().textContent).toContain(UPLOAD_MESSAGES.wrongType);
    expect(area().getAttribute('data-state')).toBe('rejected');
  });

  it('takes a dropped file, shows its name and size, and removes it before saving', () => {
    render(<Harness />);
    fireEvent.drop(area(), { dataTransfer: dataTransfer([fileOf('verao.png', 'image/png', 2048)]) });
    expect(screen.getByTestId('chosen').textContent).toContain('verao.png');
    expect(screen.getByText('verao.png (2 kB)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover verao.png' }));
    expect(screen.getByTestId('chosen').textContent).toBe('');
    expect(screen.queryByText(/verao\.png/)).toBeNull();
  });

  it('refuses a wrong type and a file over 200 MB in the browser, before sending', () => {
    render(<Harness accept={['pdf']} />);
    pick(fileOf('foto.png', 'image/png'));
    expect(screen.getByRole('alert').textContent).toContain(UPLOAD_MESSAGES.wrongType);
    expect(screen.getByTestId('chosen').textContent).toBe('');
    pick(fileOf('enorme.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toContain(
      'Erro: Arquivo muito grande, máximo permitido: 200MB',
    );
    expect(screen.getByTestId('chosen').textContent).toBe('');
    pick(fileOf('exato.pdf', 'application/pdf', MAX_UPLOAD_BYTES));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('chosen').textContent).toContain('exato.pdf');
  });

  it('shows the progress of a send with a cancel button, and the stored file when editing', () => {
    const cancel = vi.fn();
    render(
      <UploadArea
        label="Arquivo PDF"
        accept={['pdf']}
        file={fileOf('tabela.pdf', 'application/pdf', 1000)}
        onChange={() => undefined}
        progress={{ loaded: 250, total: 1000 }}
        onCancel={cancel}
      />,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Progresso do envio' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar envio' }));
    expect(cancel).toHaveBeenCalled();
    cleanup();
    render(
      <UploadArea
        label="Arquivo PDF"
        accept={['pdf']}
        file={null}
        onChange={() => undefined}
        current={{ nome: 'tabela.pdf', tamanho: 3 * 1024 * 1024, tipo: 'application/pdf' }}
      />,
    );
    expect(screen.getByText('Arquivo atual: tabela.pdf (3 MB)')).toBeTruthy();
  });

  it('checks kinds and sizes as pure rules', () => {
    expect(fileProblem({ type: '', size: 1 }, ['pdf'])).toBeNull();
    expect(fileProblem({ type: 'image/webp', size: 1 }, ['image'])).toBeNull();
    expect(dragAcceptable([], ['pdf'])).toBe(true);
    expect(
      dragAcceptable(
        [
          { kind: 'file', type: 'application/pdf' },
          { kind: 'file', type: '' },
        ],
        ['pdf'],
      ),
    ).toBe(false);
    expect(formatSize(820)).toBe('820 bytes');
    expect(formatSize(1536)).toBe('1,5 kB');
  });
});
