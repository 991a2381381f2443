/**
 * The register lists, one chunk apart from the register area: a record form, opened through the
 * area, downloads none of the lists' code (pagination, the toolbar, the row menus, the export actions). On a
 * list's address the router fetches it beside the area (app/router.tsx), so a list waits for no extra round
 * trip; the menu prefetches it with the area when a link to a list is pointed at.
 */

export { RegisterList } from './register-list';
export { ClienteList } from './views/cliente-list';
export { UsuarioList } from './views/usuario-list';
export { ClasseBeneficioList } from './views/classe-beneficio-list';
