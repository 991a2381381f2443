import { queryOptions } from '@tanstack/react-query';
import { FILE_FIELD, JSON_FIELD, type RegisterRecord } from '@prix/shared/core';
import { api, checkedByServer, sendForm, type UploadProgress } from '../lib/api-client';
import { registerKeys, type RegisterSource } from '../lib/register-keys';

// A record's reads and writes. Their answers are checked by the server (SERVER_CHECKED_ANSWERS), so a form
// downloads no zod to paint (decision 0037): it validates what is typed with a part fetched after painting.

const insertAnswer = checkedByServer('POST /api/{cadastro}');
const updateAnswer = checkedByServer('PUT /api/{cadastro}/:uuid');

/** The 'Modificação' card's values of a loaded record. */
export const auditOf = (data: RegisterRecord | undefined) =>
  data && {
    criadoEm: data.dhcriacao,
    criadoPor: data.uscriacao,
    editadoEm: data.dhedicao,
    editadoPor: data.usedicao,
  };

export const recordQueries = {
  /** `answer`: the route's name where it is not the generic one (a benefit per class is read by its pair). */
  detail: (
    source: RegisterSource,
    id: string,
    answer:
      | 'GET /api/{cadastro}/:uuid'
      | 'GET /api/classe-beneficio/:classeId/:beneficioId' = 'GET /api/{cadastro}/:uuid',
  ) =>
    queryOptions({
      queryKey: registerKeys.detail(source.name, id),
      queryFn: ({ signal }) =>
        api.get(`${source.apiPath}/${id}`, { signal, schema: checkedByServer(answer) }),
    }),
};

/** A file register's body (decision 0015): the record as JSON in the part `json`, the file (if any) in `fileInput`. */
export function recordForm(body: object, file: File | null): FormData {
  const form = new FormData();
  form.append(JSON_FIELD, JSON.stringify(body));
  if (file) form.append(FILE_FIELD, file, file.name);
  return form;
}

export const recordCalls = {
  /** POST or PUT of a file register, multipart, with upload progress and cancel. */
  saveWithFile: (
    source: RegisterSource,
    id: string,
    body: object,
    file: File | null,
    options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void },
  ): Promise<{ uuid: string }> =>
    id === 'novo'
      ? sendForm('POST', source.apiPath, recordForm(body, file), { ...options, schema: insertAnswer })
      : sendForm('PUT', `${source.apiPath}/${id}`, recordForm(body, file), {
          ...options,
          schema: updateAnswer,
        }).then(() => ({ uuid: id })),
  insert: (source: RegisterSource, body: object) => api.post(source.apiPath, body, { schema: insertAnswer }),
  update: (source: RegisterSource, id: string, body: object) =>
    api.put(`${source.apiPath}/${id}`, body, { schema: updateAnswer }),
};
