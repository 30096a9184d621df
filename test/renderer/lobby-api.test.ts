import { describe, expect, it } from 'vitest';
import { parseAddress, wsUrlFor } from '../../src-renderer/api/lobby';

describe('join by address', () => {
  it('accepts what people type: host, host:port, a full URL with the code', () => {
    expect(parseAddress('192.168.1.20', 47474)).toEqual({ httpBase: 'http://192.168.1.20:47474' });
    expect(parseAddress(' 192.168.1.20:5000 ', 47474)).toEqual({ httpBase: 'http://192.168.1.20:5000' });
    expect(parseAddress('http://laptop.local:47475/?code=AB12', 47474)).toEqual({ httpBase: 'http://laptop.local:47475', code: 'AB12' });
    // Share links carry the code in the fragment (issue 29).
    expect(parseAddress('http://192.168.1.20:47474/#code=AB12', 47474)).toEqual({ httpBase: 'http://192.168.1.20:47474', code: 'AB12' });
    expect(parseAddress('[fe80::1]:47474', 1)).toEqual({ httpBase: 'http://[fe80::1]:47474' });
  });

  it('refuses what is no address', () => {
    expect(parseAddress('', 47474)).toBeNull();
    expect(parseAddress('ftp://x', 47474)).toBeNull();
    expect(parseAddress('http://', 47474)).toBeNull();
  });

  it('turns a table page address into its WebSocket address', () => {
    expect(wsUrlFor('http://192.168.1.20:47474')).toBe('ws://192.168.1.20:47474/ws');
    expect(wsUrlFor('https://t.example:8443/?code=X')).toBe('wss://t.example:8443/ws');
  });
});
