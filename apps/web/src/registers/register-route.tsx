import { useParams } from 'react-router';
import { findRegister, labelFor } from '../app/access';
import { NoPermissionPage } from '../app/pages/no-permission-page';
import { NotFoundPage } from '../app/pages/not-found-page';
import { PlaceholderPage } from '../features/placeholder-page';
import { useSession } from '../lib/session-context';

/** /cadastro/:register/*: the register's guard; its list and detail screens arrive in later issues. */
export function RegisterRoute() {
  const { register: name } = useParams();
  const { usuario, permissions } = useSession();
  const register = findRegister(name);
  if (!register) return <NotFoundPage />;
  if (!register.canOpen(permissions)) return <NoPermissionPage />;
  return (
    <PlaceholderPage
      key={register.name}
      title={labelFor(register.title, usuario.externo)}
      text="Este cadastro estará disponível em breve."
    />
  );
}
