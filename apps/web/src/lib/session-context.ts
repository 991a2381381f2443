import { createContext, useContext } from 'react';
import type { SessionInfo } from '@prix/shared/core';

/** The signed-in session, provided by the authenticated shell to everything inside it. */
export const SessionContext = createContext<SessionInfo | null>(null);

export function useSession(): SessionInfo {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the authenticated shell');
  return session;
}
