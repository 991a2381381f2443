import { useState, type ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { meuPerfilPath } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { Notice } from '../../components/notice';
import { editsOwnProfile } from './usuario-paths';

/** What a user form gets from its route. */
export interface UsuarioFormProps {
  /** A uuid, or 'novo'. */
  readonly id: string;
  /** Shows a success message that outlives the switch from 'novo' to the new record's address. */
  readonly onNotice: (text: string) => void;
}

/**
 * detalhe/:id and externo/:id: the form of one user, started afresh for each id. One's own record opened
 * without editar.dados.lgpd.usuario is 'Meus dados' instead (SPEC §6), replacing the address so 'Voltar' of
 * the browser does not bounce back here.
 */
export function UsuarioFormRoute({ form: Form }: { form: ComponentType<UsuarioFormProps> }) {
  const { id = '' } = useParams();
  const { usuario: viewer, permissions } = useSession();
  const [notice, setNotice] = useState<string | null>(null);
  if (editsOwnProfile({ uuid: viewer.uuid, permissions }, id)) {
    return <Navigate to={meuPerfilPath(id)} replace />;
  }
  return (
    <>
      <Form key={id} id={id} onNotice={setNotice} />
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
