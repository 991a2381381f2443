/**
 * The signed-in frame's module (shell-area.tsx): the session, top bar and menu, the guard and the pages' error
 * screens, with MUI's theme and the API cache, which the login page does without. Fetched by the first
 * signed-in page; every signed-in page's code is fetched beside it.
 */
export const loadShell = () => import('./shell-area');
