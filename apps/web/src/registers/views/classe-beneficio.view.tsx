import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { lazyScreen, listScreen } from '../lazy-screen';

const ClasseBeneficioList = listScreen((lists) => lists.ClasseBeneficioList);
const ClasseBeneficioDetail = lazyScreen(
  () => import('./classe-beneficio-detail'),
  (module) => module.ClasseBeneficioDetail,
);

/**
 * classe-beneficio (SPEC §2.3): the value of each benefit per class. Not a defineRegister register (its key is
 * a pair and its records are only edited), so it has its own routes, built from the generic pieces.
 */
export function ClasseBeneficioView() {
  return (
    <Routes>
      <Route index element={<Navigate to="lista" replace />} />
      <Route path="lista" element={<ClasseBeneficioList />} />
      <Route path="detalhe/:classeId/:beneficioId" element={<ClasseBeneficioDetail />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
