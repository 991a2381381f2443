import { useLocation, useNavigate } from 'react-router';
import { registerListPath, registerRecordPath } from '../lib/paths';

/** Router state carried from a list to its detail, so 'Voltar' returns to the same filter and page. */
export interface FromState {
  readonly from?: string;
}

export function fromState(location: { pathname: string; search: string }): FromState {
  return { from: `${location.pathname}${location.search}` };
}

export function detailPath(name: string, id: string): string {
  return registerRecordPath(name, id);
}

/** 'Voltar': the list the user came from, else the register's list. */
export function useBackToList(name: string) {
  const navigate = useNavigate();
  const state = useLocation().state as FromState | null;
  const to = state?.from ?? registerListPath(name);
  return { to, back: () => navigate(to) };
}
