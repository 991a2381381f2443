import { Navigate, Route, Routes, useParams } from 'react-router';
import type { RegisterDef } from '@prix/shared';
import { NotFoundPage } from '../app/pages/not-found-page';
import { RegisterDetail } from './register-detail';
import { RegisterList } from './register-list';

/** lista, detalhe/novo and detalhe/{uuid} of a register defined in @prix/shared. */
export function GenericRegisterView({ def }: { def: RegisterDef }) {
  return (
    <Routes>
      <Route index element={<Navigate to="lista" replace />} />
      <Route path="lista" element={<RegisterList def={def} />} />
      <Route path="detalhe/:id" element={<DetailRoute def={def} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function DetailRoute({ def }: { def: RegisterDef }) {
  const { id = '' } = useParams();
  return <RegisterDetail def={def} id={id} />;
}
