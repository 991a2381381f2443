import { describe, expect, it } from 'vitest';
import { SAFE_ADDRESSES, UNSAFE_ADDRESSES } from '../../../../test-support/addresses.js';
import { isSafeAddress, isSafeWebPage, safeAddress } from './address.js';

describe('isSafeAddress', () => {
  it('takes web pages and paths of this site', () => {
    for (const good of SAFE_ADDRESSES) expect(isSafeAddress(good), JSON.stringify(good)).toBe(true);
  });

  it('refuses scripts in any spelling, other schemes, other hosts as paths and control characters', () => {
    for (const bad of UNSAFE_ADDRESSES) {
      expect(isSafeAddress(bad), JSON.stringify(bad)).toBe(false);
      expect(isSafeAddress(bad.trim()), JSON.stringify(bad.trim())).toBe(false);
    }
    expect(isSafeAddress('')).toBe(false);
  });
});

describe('safeAddress', () => {
  it('gives a web page as the browser reads it and a path as it is', () => {
    expect(safeAddress('  https://simulador.prix.com.br  ')).toBe('https://simulador.prix.com.br/');
    expect(safeAddress('HTTPS://WWW.PRIX.COM.BR/CAMPANHA')).toBe('https://www.prix.com.br/CAMPANHA');
    expect(safeAddress('/beneficios?form=feira-eventos')).toBe('/beneficios?form=feira-eventos');
  });

  it('is null for nothing and for anything stored before the fields refused it', () => {
    for (const empty of [null, undefined, '', '   ']) expect(safeAddress(empty)).toBeNull();
    for (const bad of UNSAFE_ADDRESSES) expect(safeAddress(bad), JSON.stringify(bad)).toBeNull();
  });
});

describe('isSafeWebPage', () => {
  it('takes only web pages: configuration that leaves the portal', () => {
    expect(isSafeWebPage('https://www.prix.com.br/contato')).toBe(true);
    expect(isSafeWebPage('/contato')).toBe(false);
    expect(isSafeWebPage('javascript:alert(1)')).toBe(false);
  });
});
