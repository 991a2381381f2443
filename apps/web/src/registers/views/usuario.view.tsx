import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { lazyScreen, listScreen } from '../lazy-screen';
import { UsuarioFormRoute } from './usuario-form-route';

const UsuarioList = listScreen((lists) => lists.UsuarioList);
// The two user forms come with the form's code, when one is first opened.
const UsuarioDetail = lazyScreen(
  () => import('./usuario-detail'),
  (module) => module.UsuarioDetail,
);
const FuncionarioDetail = lazyScreen(
  () => import('./usuario-externo.view'),
  (module) => module.FuncionarioDetail,
);

/**
 * usuario (SPEC §2.3, §3 Usuario, §4, §6): the generic list and detail of the `usuario` definition, with the
 * users' own rules (usuario-rules.ts): the type column and the external toggle for cadastro.usuario.interno,
 * internal-only and external-only fields, training only with the e-learning login, what nobody changes about
 * themselves and 'Reenviar e-mail de convite'. 'Novo' and 'Editar' lead where usuario-paths.ts says: this
 * full form, the employee form (usuario-externo.view.tsx) or 'Meus dados'.
 */
export function UsuarioView() {
  return (
    <Routes>
      <Route index element={<Navigate to="lista" replace />} />
      <Route path="lista" element={<UsuarioList />} />
      <Route path="detalhe/:id" element={<UsuarioFormRoute form={UsuarioDetail} />} />
      <Route path="externo/:id" element={<UsuarioFormRoute form={FuncionarioDetail} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
