import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import type { RegisterDef } from '@prix/shared/core';
import { NotFoundPage } from '../components/not-found-page';
import { lazyScreen, listScreen } from './lazy-screen';

const RegisterList = listScreen((lists) => lists.RegisterList);
const RegisterDetail = lazyScreen(
  () => import('./register-detail'),
  (module) => module.RegisterDetail,
);
// A file register's form, with its upload area: the other forms do not download it.
const RegisterFileDetail = lazyScreen(
  () => import('./register-file-detail'),
  (module) => module.RegisterFileDetail,
);

/** lista, detalhe/novo and detalhe/{uuid} of a register defined in @prix/shared. */
export function GenericRegisterView({ def }: { def: RegisterDef }) {
  return (
    <RegisterRoutes
      list={<RegisterList def={def} />}
      detail={(id) =>
        def.file ? <RegisterFileDetail def={def} id={id} /> : <RegisterDetail def={def} id={id} />
      }
    />
  );
}

/**
 * A register's addresses: lista, and detalhe/{uuid or novo}. The detail is not remounted when 'novo' becomes
 * the new record's address, so its success notice stays on screen.
 */
export function RegisterRoutes({ list, detail }: { list: ReactNode; detail: (id: string) => ReactNode }) {
  return (
    <Routes>
      <Route index element={<Navigate to="lista" replace />} />
      <Route path="lista" element={list} />
      <Route path="detalhe/:id" element={<DetailRoute detail={detail} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function DetailRoute({ detail }: { detail: (id: string) => ReactNode }) {
  const { id = '' } = useParams();
  return detail(id);
}
