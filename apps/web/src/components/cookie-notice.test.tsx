import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { COOKIE_NOTICE_KEY, CookieNotice } from './cookie-notice';
import { SCREEN_EDGE } from '../lib/use-screen-edge';

const reserved = () => document.documentElement.style.getPropertyValue(SCREEN_EDGE.bottom);

describe('the cookie notice', () => {
  afterEach(cleanup);

  it('keeps its height clear at the bottom while shown, and leaves the focus on the heading when acknowledged', () => {
    localStorage.removeItem(COOKIE_NOTICE_KEY);
    render(
      <>
        <main>
          <h1>Home</h1>
        </main>
        <CookieNotice />
      </>,
    );
    expect(reserved()).toMatch(/^\d+px$/);
    const button = screen.getByRole('button', { name: 'Entendi' });
    button.focus();
    fireEvent.click(button);
    expect(screen.queryByRole('region', { name: 'Aviso sobre cookies' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Home' }));
    expect(reserved()).toBe('');
    expect(localStorage.getItem(COOKIE_NOTICE_KEY)).not.toBeNull();
  });

  it('does not show once acknowledged', () => {
    render(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Aviso sobre cookies' })).toBeNull();
    expect(reserved()).toBe('');
  });
});
