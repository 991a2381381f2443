import { RegisterRoutes } from '../generic-view';
import { lazyScreen, listScreen } from '../lazy-screen';

const ClienteList = listScreen((lists) => lists.ClienteList);
const ClienteDetail = lazyScreen(
  () => import('./cliente-detail'),
  (module) => module.ClienteDetail,
);

/**
 * cliente, the partner companies ('Parceiros' inside Prix, 'Empresa' for partners; SPEC §2.3, §3 Cliente,
 * §6): the generic list and detail of the `cliente` definition, with what each viewer may see and do. Partners
 * read their company with their contacts at Prix and ask for changes through 'Alteração Cadastral'.
 */
export function ClienteView() {
  return <RegisterRoutes list={<ClienteList />} detail={(id) => <ClienteDetail id={id} />} />;
}
