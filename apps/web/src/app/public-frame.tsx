import { useRef } from 'react';
import { Outlet } from 'react-router';
import { useFocusOnNavigation } from '../lib/use-focus-on-navigation';

/**
 * The frame of the pages outside the shell (public-routes.ts): no box of its own (`display: contents`), it
 * stays mounted from one public page to the next, so a navigation between them (the error page's 'Voltar para
 * o login') moves the focus to the new page's heading, as inside the shell.
 */
export function PublicFrame() {
  const frame = useRef<HTMLDivElement>(null);
  useFocusOnNavigation(frame);
  return (
    <div ref={frame} className="public-frame">
      <Outlet />
    </div>
  );
}
